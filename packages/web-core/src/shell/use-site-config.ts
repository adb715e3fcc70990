import { useRouteLoaderData } from "react-router";
import type { RootData } from "../loaders/root.js";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "../site-config/site-config.js";

/**
 * The site config the root loader read for this page (§4 zip popup flag, §9 light header and ad
 * slots), or the defaults when the root loader did not run (an unknown URL's 404). Pages use this
 * instead of calling GET /api/site-config again.
 */
export function useSiteConfig(): SiteConfig {
  return useRouteLoaderData<RootData>("root")?.siteConfig ?? DEFAULT_SITE_CONFIG;
}
