import { describe, expect, it } from "vitest";
import { AD_SLOT_NAMES, adsActive, articleAds, articleSidebarMode } from "./ads.js";

const query = JSON.stringify({ sidebar: "suv deals", post: "  ", in_content_1: " sedan ", in_content_2: "truck" });

describe("§4 ads", () => {
  it("§4 ads are active only with is_ads_active and an ads_query that parses", () => {
    expect(adsActive({ is_ads_active: true, ads_query: '{"post":"suv"}' })).toBe(true);
    expect(adsActive({ is_ads_active: false, ads_query: '{"post":"suv"}' })).toBe(false);
    expect(adsActive({ is_ads_active: true, ads_query: "{oops" })).toBe(false);
  });

  it("§4 desktop: each slot filled only when its value is non-empty after trimming", () => {
    expect(articleAds({ is_ads_active: true, ads_query: query }, "desktop")).toEqual({
      sidebar: "suv deals",
      in_content_1: "sedan",
      in_content_2: "truck",
    });
  });

  it("§4 mobile uses post, in_content_1 and in_content_2 only", () => {
    expect(articleAds({ is_ads_active: 1, ads_query: query }, "mobile")).toEqual({
      in_content_1: "sedan",
      in_content_2: "truck",
    });
  });

  it("§4 no ads when inactive or without a query", () => {
    expect(articleAds({ is_ads_active: false, ads_query: query }, "desktop")).toEqual({});
    expect(articleAds({ is_ads_active: 0, ads_query: query }, "desktop")).toEqual({});
    expect(articleAds({ is_ads_active: true }, "desktop")).toEqual({});
  });

  it("§4/§8 a parse failure is ignored and means no ads", () => {
    expect(articleAds({ is_ads_active: true, ads_query: "{not json" }, "desktop")).toEqual({});
    expect(articleAds({ is_ads_active: true, ads_query: "[1]" }, "desktop")).toEqual({});
    expect(articleAds({ is_ads_active: true, ads_query: "null" }, "desktop")).toEqual({});
    expect(articleAds({ is_ads_active: true, ads_query: '{"post": 5}' }, "desktop")).toEqual({});
  });

  it("§9 ad slot names", () => {
    expect(Object.values(AD_SLOT_NAMES)).toEqual(["Above-News-Title", "carIndigo_above_sidebar_news", "Half-page-News-1"]);
  });
});

describe("§2.8 article sidebar", () => {
  it("§2.8 search-ads box when the sidebar ad query is filled, otherwise the news lists", () => {
    expect(articleSidebarMode({ is_ads_active: true, ads_query: query })).toBe("ads");
    expect(articleSidebarMode({ is_ads_active: true, ads_query: '{"sidebar":"  ","post":"x"}' })).toBe("lists");
    expect(articleSidebarMode({ is_ads_active: false, ads_query: query })).toBe("lists");
    expect(articleSidebarMode({ is_ads_active: true, ads_query: "oops" })).toBe("lists");
  });
});
