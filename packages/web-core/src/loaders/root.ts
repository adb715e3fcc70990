import { initialServerState, type RootState } from "@carmarket/store";
import type { LeadSource } from "@carmarket/validation";
import { canonicalUrl } from "../seo/seo.js";
import { createServerApi } from "../server-api.js";
import { loadSiteConfig, type SiteConfig } from "../site-config/site-config.js";
import { sharedRead } from "../server/shared-read.js";
import { readRequestFacts } from "../store/request-facts.js";

/** What the root route of either app loads once per request. */
export interface RootData {
  siteConfig: SiteConfig;
  /** The store's state as the server knows it (zip cookie, signed-in flag, lead source). */
  storeState: Partial<RootState>;
  /** The origin of canonical URLs (PUBLIC_ORIGIN, else the request's): pages without a loader of their own read it in `meta`. */
  origin: string;
}

/** The site config is the same for every shopper: one call per server process every few seconds (ADR 231). */
const siteConfigRead = sharedRead<SiteConfig>();

/**
 * The root loader of both apps: the site config (GET /api/site-config) and the initial store
 * state for this request. React Router serializes the answer into the page (escaped for inline
 * scripts), and the browser store is hydrated from it once (ADR 090).
 */
export async function loadRoot({ request }: { request: Request }, app: LeadSource): Promise<RootData> {
  const api = createServerApi(request);
  const siteConfig = await loadSiteConfig({ getSiteConfig: () => siteConfigRead(() => api.getSiteConfig()) });
  return { siteConfig, storeState: initialServerState(readRequestFacts(request, app)), origin: new URL(canonicalUrl(request, "/")).origin };
}
