import { describe, expect, it, vi } from "vitest";
import { DEFAULT_SITE_CONFIG, loadSiteConfig, toSiteConfig } from "./site-config.js";

const answer = {
  site_name: "CarMarket",
  light_header: "1",
  zip_popup: "0",
  ad_slots: { "Above-News-Title": "1", carIndigo_above_sidebar_news: "0", "Half-page-News-1": "1" },
};

describe("site config (§4, §9 site flags)", () => {
  it("reads the GET /api/site-config answer through the client", async () => {
    const getSiteConfig = vi.fn(async () => answer);
    await expect(loadSiteConfig({ getSiteConfig })).resolves.toEqual(answer);
    expect(getSiteConfig).toHaveBeenCalledOnce();
  });

  it("§9 only '1' turns a flag on; anything else reads '0'", () => {
    const config = toSiteConfig({ ...answer, light_header: 1, ad_slots: { "Above-News-Title": "yes" } });
    expect(config.light_header).toBe("0");
    expect(config.ad_slots).toEqual({ "Above-News-Title": "0" });
  });

  it("falls back to the defaults when the call fails, answers nothing, or the client lacks it", async () => {
    await expect(loadSiteConfig({ getSiteConfig: () => Promise.reject(new Error("down")) })).resolves.toEqual(DEFAULT_SITE_CONFIG);
    await expect(loadSiteConfig({ getSiteConfig: async () => null })).resolves.toEqual(DEFAULT_SITE_CONFIG);
    await expect(loadSiteConfig({})).resolves.toEqual(DEFAULT_SITE_CONFIG);
  });

  it("defaults keep the dark header and every ad slot off", () => {
    expect(DEFAULT_SITE_CONFIG).toMatchObject({ light_header: "0", ad_slots: {} });
  });
});
