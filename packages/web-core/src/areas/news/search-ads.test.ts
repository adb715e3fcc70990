// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import type { SearchAds } from "@carmarket/api-client";
import { pageAds, requestSearchAds } from "./search-ads.js";

const ARTICLE = {
  is_ads_active: 1 as const,
  ads_query: JSON.stringify({ sidebar: "new car deals", post: "auto insurance", in_content_1: "car loans", in_content_2: "warranty" }),
};
const SERVICE: SearchAds = {
  script_url: "http://127.0.0.1:4100/ads.js",
  origin: "http://127.0.0.1:4100",
  client: "pub-1",
  slots: { post: "11", in_content_1: "12", sidebar: "13" },
};

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete (window as { _googCsa?: unknown })._googCsa;
});

describe("#27.4 ad slots only with a search-ads service (ADR 295)", () => {
  it("renders no slot at all when no service is set, even for an article whose ads are active", () => {
    expect(pageAds(ARTICLE, "desktop", null)).toEqual({});
  });

  it("renders the slots the service has an id for, with the article's §4 queries", () => {
    expect(pageAds(ARTICLE, "desktop", SERVICE)).toEqual({ sidebar: "new car deals", post: "auto insurance", in_content_1: "car loans" });
    expect(pageAds(ARTICLE, "mobile", SERVICE)).toEqual({ post: "auto insurance", in_content_1: "car loans" });
    expect(pageAds({ is_ads_active: 0 as const, ads_query: ARTICLE.ads_query }, "desktop", SERVICE)).toEqual({});
  });

  it("asks the service for each slot, loads its script once, and collapses a slot it leaves unfilled", () => {
    document.body.innerHTML = `
      <div id="ad-post" data-ad-name="post" data-ad-query="auto insurance"></div>
      <div id="ad-in_content_1" data-ad-name="in_content_1" data-ad-query="car loans"></div>`;
    requestSearchAds(window, SERVICE);
    requestSearchAds(window, SERVICE);
    expect(document.querySelectorAll("script[data-search-ads]")).toHaveLength(1);
    expect(document.querySelector<HTMLScriptElement>("script[data-search-ads]")?.src).toBe(SERVICE.script_url);
    const queue = (
      window as unknown as {
        _googCsa: {
          q: [string, { pubId: string; query: string; styleId: string; adLoadedCallback: (id: string, loaded: boolean) => void }, { container: string }][];
        };
      }
    )._googCsa.q;
    expect(queue.map(([command, page, block]) => [command, page.pubId, page.query, page.styleId, block.container])).toEqual([
      ["ads", "pub-1", "auto insurance", "11", "ad-post"],
      ["ads", "pub-1", "car loans", "12", "ad-in_content_1"],
    ]);
    // What the service's script does once it knows: one ad placed, one slot without an ad.
    queue[0]![1].adLoadedCallback("ad-post", true);
    queue[1]![1].adLoadedCallback("ad-in_content_1", false);
    expect(document.getElementById("ad-post")?.dataset.adState).toBe("filled");
    expect(document.getElementById("ad-post")?.hidden).toBe(false);
    expect(document.getElementById("ad-in_content_1")?.hidden).toBe(true);
  });
});
