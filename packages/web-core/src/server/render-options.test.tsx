import { Suspense } from "react";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FlushBatches } from "./flush-batches.js";
import { PAGE_RENDER_OPTIONS } from "./render-options.js";

/** A page like ours: a large shell, then a finished boundary of more than 500 bytes (the search box). */
function renderPage(options: RenderToPipeableStreamOptions): Promise<string> {
  const page = (
    <main>
      <style>{"a{}".repeat(5_000)}</style>
      <Suspense fallback={null}>
        <form role="search">{"<input> ".repeat(100)}</form>
      </Suspense>
    </main>
  );
  return new Promise((resolve) => {
    const { pipe } = renderToPipeableStream(page, {
      ...options,
      onShellReady() {
        const body = new FlushBatches();
        let html = "";
        body.on("data", (chunk: Buffer) => (html += String(chunk)));
        body.on("end", () => resolve(html));
        pipe(body);
      },
    });
  });
}

describe("PAGE_RENDER_OPTIONS (issue #17)", () => {
  it("keeps a finished boundary in place after a large shell, where React's default moves it behind a script", async () => {
    expect(await renderPage({})).toContain('<!--$?--><template id="B:0"></template>');
    const html = await renderPage(PAGE_RENDER_OPTIONS);
    expect(html).toContain('<!--$--><form role="search">');
    expect(html).not.toContain("<template");
  });
});
