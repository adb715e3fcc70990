import { ACCOUNT_ROUTES, NEWS_BASE_PATH } from "@carmarket/routes";
import type { LeadPage } from "@carmarket/validation";

/** Route `handle` field by which a route names its §3 page of origin, e.g. `export const handle = { leadPage: "brand" }`. */
export interface LeadPageHandle {
  leadPage: LeadPage;
}

function isLeadPageHandle(handle: unknown): handle is LeadPageHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as { leadPage?: unknown }).leadPage === "string";
}

// First segment → page of origin, for pages whose path says it without looking anything up.
const SECTION_PAGES: Record<string, LeadPage> = {
  "used-cars": "inventory",
  "new-cars": "inventory",
  "certified-cars": "inventory",
  dealers: "dealer",
  author: "author",
};

/**
 * The §3 page of origin of a lead sent from this URL. The deepest route that declares one in its
 * `handle` wins (research pages at the site root: brand, submodel, single_car); otherwise it is read
 * from the path: `?vin=` single_vin, home, inventory sections, dealers, news, author, saved cars.
 * Anything else falls back to home.
 */
export function leadPageOf(pathname: string, search: string, handles: readonly unknown[] = []): LeadPage {
  const declared = handles.filter(isLeadPageHandle).at(-1);
  if (declared) return declared.leadPage;
  if (new URLSearchParams(search).has("vin")) return "single_vin";
  if (pathname.startsWith(ACCOUNT_ROUTES.savedCars)) return "saved_cars";
  if (pathname.startsWith(`${NEWS_BASE_PATH}/`)) {
    const rest = pathname.slice(NEWS_BASE_PATH.length + 1).replace(/\/$/, "");
    return rest === "" || rest.startsWith("category/") ? "news_listing" : "single_news";
  }
  if (pathname === NEWS_BASE_PATH) return "news_listing";
  const section = pathname.split("/")[1] ?? "";
  return SECTION_PAGES[section] ?? "home";
}
