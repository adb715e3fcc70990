import type { ApiClient } from "@carmarket/api-client";

/** A site flag as GET /api/site-config answers it: '1' on, anything else off (§4, §9). */
export type SiteFlag = "1" | "0";

/** The site-wide flags every page reads (docs/api-contract.md `getSiteConfig`). */
export interface SiteConfig {
  site_name: string;
  /** §9: the header is light-themed when this equals '1'. */
  light_header: SiteFlag;
  /** §4: the zip popup may open by itself only when this is '1'. */
  zip_popup: SiteFlag;
  /** §9 ad slots (Above-News-Title, carIndigo_above_sidebar_news, Half-page-News-1) shown by flag. */
  ad_slots: Record<string, SiteFlag>;
}

/**
 * What pages use when the API cannot answer: the seeded defaults, ads and the light header off,
 * so a failed config call never shows an empty ad slot or a header the site did not ask for.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = { site_name: "CarMarket", light_header: "0", zip_popup: "1", ad_slots: {} };

/** The call this module needs; `getSiteConfig` may be absent from an older client (see web-shell.md). */
type SiteConfigSource = Partial<Record<"getSiteConfig", () => Promise<unknown>>>;

function flag(value: unknown): SiteFlag {
  return value === "1" ? "1" : "0";
}

/** Reads an answer of GET /site-config into {@link SiteConfig}; unknown or missing fields fall back to the defaults. */
export function toSiteConfig(answer: unknown): SiteConfig {
  if (typeof answer !== "object" || answer === null) return DEFAULT_SITE_CONFIG;
  const raw = answer as Record<string, unknown>;
  const slots = typeof raw.ad_slots === "object" && raw.ad_slots !== null ? (raw.ad_slots as Record<string, unknown>) : {};
  return {
    site_name: typeof raw.site_name === "string" && raw.site_name ? raw.site_name : DEFAULT_SITE_CONFIG.site_name,
    light_header: flag(raw.light_header),
    zip_popup: "zip_popup" in raw ? flag(raw.zip_popup) : DEFAULT_SITE_CONFIG.zip_popup,
    ad_slots: Object.fromEntries(Object.entries(slots).map(([slot, value]) => [slot, flag(value)])),
  };
}

/**
 * The site config for one request, from GET /api/site-config. Any failure (API down, client
 * without the call yet) gives {@link DEFAULT_SITE_CONFIG}: a page must render without it.
 */
export async function loadSiteConfig(api: ApiClient | SiteConfigSource): Promise<SiteConfig> {
  const source = api as SiteConfigSource;
  if (typeof source.getSiteConfig !== "function") return DEFAULT_SITE_CONFIG;
  try {
    return toSiteConfig(await source.getSiteConfig());
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}
