import { describe, expect, it } from "vitest";
import { firstPaintDocument } from "./first-paint-document.js";

const files: Record<string, string> = { "/_m/assets/root-a.css": "body{margin:0}" };
const read = (href: string) => files[href] ?? null;

async function run(chunks: Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(firstPaintDocument(read))).text();
}

/** `text` as bytes cut at every given offset. */
function cut(text: string, ...offsets: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  return [0, ...offsets].map((from, index) => bytes.slice(from, offsets[index] ?? bytes.length));
}

const head =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/_m/assets/root-b.js" nonce="n"/><link rel="stylesheet" href="/_m/assets/root-a.css"/></head>';
const body =
  '<body><p>Prix: 10 000 €</p><script nonce="n" type="module" async="">;\nimport * as route0 from "/_m/assets/root-b.js";\nwindow.x = route0;\n</script><script>late()</script></body></html>';
const expected =
  '<!DOCTYPE html><html><head><style data-href="/_m/assets/root-a.css">body{margin:0}</style><link rel="stylesheet" href="/_m/assets/root-a.css" media="print"/></head>' +
  '<body><p>Prix: 10 000 €</p><script nonce="n" type="module" async="">;\n' +
  "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));\n" +
  'for (const href of ["/_m/assets/root-b.js"]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n' +
  'for (const href of ["/_m/assets/root-b.js"]) { await import(href); await new Promise((next) => setTimeout(next, 0)); }\n' +
  'const [route0] = await Promise.all([import("/_m/assets/root-b.js")]);\n' +
  "window.x = route0;\n</script><script>late()</script></body></html>";

describe("firstPaintDocument", () => {
  it("inlines the head's stylesheets, takes its module preloads and defers the bootstrap's imports (ADRs 201, 261)", async () => {
    expect(await run(cut(head + body))).toBe(expected);
  });

  it("does the same whatever the chunks: split inside the head, a multi-byte character, the bootstrap's opening and its imports", async () => {
    const page = head + body;
    const bytes = new TextEncoder().encode(page);
    const euro = bytes.indexOf(0xe2);
    const opening = page.indexOf('type="module"');
    const imports = page.indexOf("import * as");
    for (const offsets of [[40], [euro + 1], [opening + 5], [imports + 3], [40, euro + 1, opening + 5, imports + 3, imports + 30]]) {
      expect(await run(cut(page, ...offsets))).toBe(expected);
    }
  });

  it("passes a body without a bootstrap through unchanged", async () => {
    const page = "<html><head><title>Prix €</title></head><body>10 000 €</body></html>";
    const bytes = new TextEncoder().encode(page);
    const euro = bytes.indexOf(0xe2);
    expect(await run(cut(page, euro + 1, page.length - 4))).toBe(page);
  });
});
