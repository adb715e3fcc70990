import { describe, expect, it } from "vitest";
import { assetsNamedBy, PAGES_RENEWED_ON_UPDATE, pagesOfAnotherBuild } from "./kept-pages.js";

const pageBuiltWith = (entry: string) =>
  `<html><head><link rel="stylesheet" href="/_m/assets/root-Ab12Cd34.css"></head><body><script type="module">import("/_m/assets/${entry}");import("/_m/assets/vendor-Zz99Yy88.js")</script></body></html>`;

describe("kept pages across a deploy (ADR 301)", () => {
  it("reads every build asset a page names", () => {
    expect(assetsNamedBy(pageBuiltWith("entry.client-Old00000.js"))).toEqual([
      "/_m/assets/root-Ab12Cd34.css",
      "/_m/assets/entry.client-Old00000.js",
      "/_m/assets/vendor-Zz99Yy88.js",
    ]);
  });

  it("#28.2 a page of another build is fetched again (the newest ones) or dropped, never served with scripts the worker lacks", async () => {
    const precached = new Set(["/_m/assets/root-Ab12Cd34.css", "/_m/assets/entry.client-New11111.js", "/_m/assets/vendor-Zz99Yy88.js"]);
    const current = { request: new Request("https://carmarket.test/news"), html: async () => pageBuiltWith("entry.client-New11111.js") };
    const old = Array.from({ length: PAGES_RENEWED_ON_UPDATE + 2 }, (_, index) => ({
      request: new Request(`https://carmarket.test/used-cars?page=${index}`),
      html: async () => pageBuiltWith("entry.client-Old00000.js"),
    }));
    const { renew, drop } = await pagesOfAnotherBuild([...old, current], (asset) => precached.has(asset));
    expect(renew.map((request) => request.url)).toEqual(old.slice(2).map((page) => page.request.url));
    expect(drop.map((request) => request.url)).toEqual(old.slice(0, 2).map((page) => page.request.url));
  });
});
