import { describe, expect, it } from "vitest";
import { LINK_COPIED_MESSAGE, shareLinks, visibleSharePanelItems } from "./share.js";

const input = { url: "https://carmarket.example/news/ev-credit", title: "EV credit & you", siteName: "Car Market" };

describe("§2.8 share links", () => {
  it("§2.8 Facebook, Twitter and LinkedIn, in that order", () => {
    expect(shareLinks(input).map((l) => l.network)).toEqual(["facebook", "twitter", "linkedin"]);
  });

  it("§2.8 each link carries the encoded article URL", () => {
    const [facebook, , linkedin] = shareLinks(input);
    expect(new URL(facebook!.href).searchParams.get("u")).toBe(input.url);
    expect(new URL(linkedin!.href).searchParams.get("url")).toBe(input.url);
  });

  it("§2.8 Twitter has preset text and a hashtag of the site name", () => {
    const twitter = new URL(shareLinks(input)[1]!.href);
    expect(twitter.origin + twitter.pathname).toBe("https://twitter.com/intent/tweet");
    expect(twitter.searchParams.get("text")).toBe("EV credit & you");
    expect(twitter.searchParams.get("url")).toBe(input.url);
    expect(twitter.searchParams.get("hashtags")).toBe("CarMarket");
  });

  it("§2.8 copy link confirms 'Link Copied!'", () => {
    expect(LINK_COPIED_MESSAGE).toBe("Link Copied!");
  });

  it("§2.8 collapsed share panel hides the first three share links", () => {
    expect(visibleSharePanelItems(true)).toEqual(["copy-link"]);
    expect(visibleSharePanelItems(false)).toEqual(["facebook", "twitter", "linkedin", "copy-link"]);
  });
});
