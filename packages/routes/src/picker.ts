import type { BodyTypeSlug } from "./body-types.js";
import { listingPath } from "./listing-paths.js";
import type { ListingCondition } from "./listing-paths.js";
import { withQuery } from "./path-parts.js";
import type { QueryInput } from "./path-parts.js";
import { rankingPath } from "./research-paths.js";

/** Modes of the brand and model picker (§2.5). */
export type PickerMode = "review" | "sale" | "ranking";

/** Sale-mode picker tab keys (§9) and the listing condition each stands for. */
export const PICKER_TAB_CONDITIONS = {
  Used: "used",
  New: "new",
  "Certified Pre-Owned": "certified",
} as const satisfies Record<string, ListingCondition>;

/** One sale-mode picker tab key: `'Used'`, `'New'` or `'Certified Pre-Owned'` (§9). */
export type PickerTabKey = keyof typeof PICKER_TAB_CONDITIONS;

/** The picker tab keys in display order. */
export const PICKER_TAB_KEYS = Object.keys(PICKER_TAB_CONDITIONS) as PickerTabKey[];

/**
 * Listing path a sale-mode picker tab links to (§2.5): `'Used'` → `/used-cars`, `'New'` → `/new-cars`,
 * `'Certified Pre-Owned'` → `/certified-cars`, with the brand slug once a brand is chosen
 * ("All {tab} {brand} cars for sale"). Current query parameters are kept.
 */
export function pickerTabListingPath(tab: PickerTabKey, brand?: string, keepQuery?: QueryInput): string {
  return listingPath({ condition: PICKER_TAB_CONDITIONS[tab], ...(brand === undefined ? {} : { brand }) }, keepQuery);
}

/** The `is_new` / `is_certified` flags the sale-flow models call sends for a tab (§7). */
export function pickerTabModelFlags(tab: PickerTabKey): { is_new: 0 | 1; is_certified: 0 | 1 } {
  return { is_new: tab === "New" ? 1 : 0, is_certified: tab === "Certified Pre-Owned" ? 1 : 0 };
}

/** Body-type link of the picker (§2.5): site root plus the body-type slug, keeping the current query. */
export function bodyTypeLinkPath(bodyType: BodyTypeSlug, keepQuery?: QueryInput): string {
  return withQuery(rankingPath(bodyType), keepQuery);
}

/** Model link of the picker (§2.5): the model's own `url`, keeping the current query. */
export function modelLinkPath(model: { url: string }, keepQuery?: QueryInput): string {
  return withQuery(model.url, keepQuery);
}
