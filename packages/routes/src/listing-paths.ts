import { joinPath, withQuery } from "./path-parts.js";
import type { QueryInput } from "./path-parts.js";

/** Top-level site sections of §2.1, in spec order. */
export const TOP_LEVEL_SECTIONS = ["used-cars", "certified-cars", "new-cars", "dealers", "forms"] as const;

/** One of the §2.1 top-level sections. */
export type TopLevelSection = (typeof TOP_LEVEL_SECTIONS)[number];

/** A listing condition; each has its own listing section (§2.5). */
export type ListingCondition = "used" | "new" | "certified";

/** Listing section (first path segment) of each condition (§2.5: /used-cars, /new-cars, /certified-cars). */
export const LISTING_SECTIONS = {
  used: "used-cars",
  new: "new-cars",
  certified: "certified-cars",
} as const satisfies Record<ListingCondition, TopLevelSection>;

/** The condition whose listing section is `segment`, or `undefined` when it is not a listing section. */
export function conditionFromSection(segment: string): ListingCondition | undefined {
  const entry = Object.entries(LISTING_SECTIONS).find(([, section]) => section === segment);
  return entry?.[0] as ListingCondition | undefined;
}

/** Parts of a listing (inventory) path: condition, then an optional brand and model slug. */
export interface ListingPathParts {
  /** Which listing section. */
  condition: ListingCondition;
  /** Brand slug, e.g. `land-rover`. */
  brand?: string;
  /** Model slug; only used together with `brand`. */
  model?: string;
}

/**
 * Listing path (§2.5): `/used-cars`, `/new-cars/toyota`, `/certified-cars/toyota/camry`.
 * `keepQuery` is the current query string or params, kept on the link (§2.5 "links keep current
 * query parameters").
 */
export function listingPath(parts: ListingPathParts, keepQuery?: QueryInput): string {
  const segments: string[] = [LISTING_SECTIONS[parts.condition]];
  if (parts.brand !== undefined) {
    segments.push(parts.brand);
    if (parts.model !== undefined) segments.push(parts.model);
  }
  return withQuery(joinPath(...segments), keepQuery);
}

/** Tabs of the single-listing (single VIN) page (§2.1); `overview` is the default. */
export const SINGLE_LISTING_TABS = ["overview", "dealer", "history", "price-history", "specs", "similar"] as const;

/** One of the §2.1 single-listing tabs. */
export type SingleListingTab = (typeof SINGLE_LISTING_TABS)[number];

/** Query key carrying the VIN on vehicle links (§2.1 `{listing url}?vin={id}`). */
export const VIN_QUERY_KEY = "vin";

/** Query key carrying a single-listing tab other than the default `overview`. */
export const LISTING_TAB_QUERY_KEY = "tab";

/**
 * Vehicle link (§2.1): `{listing url}?vin={id}`, plus `&tab={tab}` for a tab other than overview.
 * @param listingUrl - the listing path the car belongs to, e.g. `listingPath(...)` or a listing's `url`.
 */
export function vehiclePath(listingUrl: string, vin: string, tab: SingleListingTab = "overview"): string {
  return withQuery(listingUrl, { [VIN_QUERY_KEY]: vin, [LISTING_TAB_QUERY_KEY]: tab === "overview" ? undefined : tab });
}

/** Saved-car link (§2.1): `/new-cars?vin={vin id}` for new cars, else `/used-cars?vin={vin id}`. */
export function savedCarPath(saved: { vin_id: string; is_new?: boolean | 0 | 1 }): string {
  return vehiclePath(listingPath({ condition: saved.is_new ? "new" : "used" }), saved.vin_id);
}
