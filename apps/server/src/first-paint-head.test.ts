import { describe, expect, it } from "vitest";
import { firstPaintHead, inlineStylesheets, lowerModulePreloads } from "./first-paint-head.js";

const files: Record<string, string> = { "/_m/assets/root-a.css": "body{margin:0}", "/_m/assets/home-b.css": "._row_x{gap:16px}" };
const read = (href: string) => files[href] ?? null;

describe("inlineStylesheets", () => {
  it("puts each linked stylesheet inline and keeps the link, no longer render-blocking", () => {
    const head = '<head><link rel="stylesheet" href="/_m/assets/root-a.css"/><link rel="stylesheet" href="/_m/assets/home-b.css#"/></head>';
    expect(inlineStylesheets(head, read)).toBe(
      '<head><style data-href="/_m/assets/root-a.css">body{margin:0}</style><link rel="stylesheet" href="/_m/assets/root-a.css" media="print"/>' +
        '<style data-href="/_m/assets/home-b.css">._row_x{gap:16px}</style><link rel="stylesheet" href="/_m/assets/home-b.css#" media="print"/></head>',
    );
  });

  it("also inlines the links React writes with the response's CSP nonce (pages went back to render-blocking CSS without it)", () => {
    const head = '<head><link nonce="n0nce" rel="stylesheet" href="/_m/assets/root-a.css"/></head>';
    expect(inlineStylesheets(head, read)).toBe(
      '<head><style data-href="/_m/assets/root-a.css">body{margin:0}</style><link nonce="n0nce" rel="stylesheet" href="/_m/assets/root-a.css" media="print"/></head>',
    );
  });

  it("inlines a stylesheet linked twice once, at its first place (the search page carried the button's CSS three times)", () => {
    const head = '<head><link rel="stylesheet" href="/_m/assets/root-a.css"/><link rel="stylesheet" href="/_m/assets/home-b.css"/><link rel="stylesheet" href="/_m/assets/root-a.css#"/></head>';
    expect(inlineStylesheets(head, read)).toBe(
      '<head><style data-href="/_m/assets/root-a.css">body{margin:0}</style><link rel="stylesheet" href="/_m/assets/root-a.css" media="print"/>' +
        '<style data-href="/_m/assets/home-b.css">._row_x{gap:16px}</style><link rel="stylesheet" href="/_m/assets/home-b.css" media="print"/>' +
        '<link rel="stylesheet" href="/_m/assets/root-a.css#" media="print"/></head>',
    );
  });

  it("leaves a link alone when its file is unknown or could close the style element", () => {
    const unknown = '<link rel="stylesheet" href="/_m/assets/gone.css"/>';
    expect(inlineStylesheets(unknown, read)).toBe(unknown);
    const hostile = '<link rel="stylesheet" href="/x.css"/>';
    expect(inlineStylesheets(hostile, () => "a{}</style><script>alert(1)</script>")).toBe(hostile);
  });
});

describe("lowerModulePreloads", () => {
  it("asks for every module preload at low priority: the page paints without scripts", () => {
    const head = '<head><link rel="modulepreload" href="/_m/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" href="/_m/assets/root-b.js" nonce="n"/></head>';
    expect(lowerModulePreloads(head)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/_m/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/_m/assets/root-b.js" nonce="n"/></head>',
    );
  });
});

describe("firstPaintHead", () => {
  async function run(chunks: Uint8Array[]): Promise<string> {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    return new Response(source.pipeThrough(firstPaintHead(read))).text();
  }

  it("rewrites the head even when it arrives split, and passes the body through unchanged", async () => {
    const page = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_m/assets/root-a.css"/></head><body><p>Prix: 10 000 €</p><link rel="stylesheet" href="/_m/assets/root-a.css"/></body></html>';
    const bytes = new TextEncoder().encode(page);
    // Split inside the link tag and inside the multi-byte euro sign.
    const euro = bytes.indexOf(0xe2);
    const out = await run([bytes.slice(0, 40), bytes.slice(40, euro + 1), bytes.slice(euro + 1)]);
    expect(out).toBe(page.replace('<link rel="stylesheet" href="/_m/assets/root-a.css"/></head>', '<style data-href="/_m/assets/root-a.css">body{margin:0}</style><link rel="stylesheet" href="/_m/assets/root-a.css" media="print"/></head>'));
  });

  it("keeps a multi-byte character split inside the head whole, and passes body chunks on as the same bytes", async () => {
    const head = '<html><head><title>Prix €</title><link rel="stylesheet" href="/_m/assets/root-a.css"/></head>';
    const headBytes = new TextEncoder().encode(head);
    const euro = headBytes.indexOf(0xe2);
    const body = new TextEncoder().encode("<body>10 000 €</body></html>");
    const out = await run([headBytes.slice(0, euro + 1), headBytes.slice(euro + 1), body.slice(0, 12), body.slice(12)]);
    expect(out).toContain("<title>Prix €</title><style data-href=");
    expect(out.endsWith("</head><body>10 000 €</body></html>")).toBe(true);
  });
});
