import { Suspense, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { preloadedLazy } from "./preloaded-lazy.js";

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

const render = (Component: ComponentType<{ title: string }>) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Component title="2024 GMC Hummer EV" />
    </Suspense>,
  );

describe("preloadedLazy", () => {
  it("§2.1 a page whose chunk has loaded renders at once, with no fallback for a script to replace", async () => {
    const page = preloadedLazy(() => Promise.resolve(Page));
    await page.load();
    expect(render(page.Component)).toContain("<h1>2024 GMC Hummer EV</h1>");
  });

  it("#29.3 loads its chunk once: a later load (the server preloads the page per request) imports nothing again", async () => {
    let imports = 0;
    const page = preloadedLazy(() => {
      imports += 1;
      return Promise.resolve(Page);
    });
    await page.load();
    expect(await page.load()).toBe(Page);
    expect(imports).toBe(1);
  });

  it("suspends like React.lazy while the chunk is not loaded", () => {
    const page = preloadedLazy(() => new Promise<typeof Page>(() => undefined));
    expect(render(page.Component)).toContain("loading");
  });
});
