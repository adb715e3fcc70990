import { describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "@carmarket/api-client";
import { DEFAULT_SITE_CONFIG, isLightHeader, loadSiteConfig } from "./site-config.js";

const answer: SiteConfig = {
  site_name: "CarMarket",
  light_header: "1",
  zip_popup: "0",
  ad_slots: { "Above-News-Title": "1", carIndigo_above_sidebar_news: "0", "Half-page-News-1": "1" },
  search_ads: null,
};

describe("site config (§4, §9 site flags)", () => {
  it("reads the GET /api/site-config answer through the client", async () => {
    const getSiteConfig = vi.fn(async () => answer);
    await expect(loadSiteConfig({ getSiteConfig })).resolves.toEqual(answer);
    expect(getSiteConfig).toHaveBeenCalledOnce();
  });

  it("falls back to the defaults when the call fails (the client answers null)", async () => {
    await expect(loadSiteConfig({ getSiteConfig: async () => null })).resolves.toEqual(DEFAULT_SITE_CONFIG);
  });

  it("§9 defaults: dark header, every ad slot off", () => {
    expect(DEFAULT_SITE_CONFIG.light_header).toBe("0");
    expect(Object.values(DEFAULT_SITE_CONFIG.ad_slots)).toEqual(["0", "0", "0"]);
  });

  it("§9 the header is light-themed only when light_header equals '1'", () => {
    expect(isLightHeader(answer)).toBe(true);
    expect(isLightHeader(DEFAULT_SITE_CONFIG)).toBe(false);
  });
});
