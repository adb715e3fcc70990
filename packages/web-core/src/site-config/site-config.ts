import type { ApiClient, SiteConfig } from "@carmarket/api-client";

export type { SiteConfig, SiteFlag } from "@carmarket/api-client";

/**
 * What pages use when the API cannot answer: the seeded site name, the zip popup allowed, the dark
 * header and every ad slot off, so a failed config call never shows an empty ad slot or a header
 * the site did not ask for.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  site_name: "CarMarket",
  light_header: "0",
  zip_popup: "1",
  ad_slots: { "Above-News-Title": "0", carIndigo_above_sidebar_news: "0", "Half-page-News-1": "0" },
  search_ads: null,
};

/**
 * The site config for one request (GET /api/site-config); the client answers null on failure, and
 * then the page renders with {@link DEFAULT_SITE_CONFIG}.
 */
export async function loadSiteConfig(api: Pick<ApiClient, "getSiteConfig">): Promise<SiteConfig> {
  return (await api.getSiteConfig()) ?? DEFAULT_SITE_CONFIG;
}

/** §9: the header is light-themed when the site-wide flag light_header equals '1'. */
export function isLightHeader(siteConfig: SiteConfig): boolean {
  return siteConfig.light_header === "1";
}
