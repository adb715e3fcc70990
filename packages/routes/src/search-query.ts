import { SEARCH_KEYS, isMultiValueKey } from "./filters.js";
import type { InventorySearch } from "./filters.js";
import { classifyPath } from "./classify-path.js";
import { listingPath } from "./listing-paths.js";
import type { ListingCondition } from "./listing-paths.js";
import { toSearchParams, withQuery } from "./path-parts.js";
import type { QueryInput } from "./path-parts.js";

/**
 * Inventory search → URL query, keys in {@link SEARCH_KEYS} order (stable, shareable URLs);
 * multi-value filters repeat their key; empty values are left out.
 */
export function searchToQuery(search: InventorySearch): URLSearchParams {
  const params = new URLSearchParams();
  const values = search as Partial<Record<string, string | string[]>>;
  for (const key of SEARCH_KEYS) {
    const value = values[key];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== "") params.append(key, item);
    }
  }
  return params;
}

/**
 * URL query → inventory search (inverse of {@link searchToQuery}): unknown keys (e.g. `vin`, `utm_*`)
 * are ignored, empty values dropped; a repeated single-value key keeps its first value.
 */
export function queryToSearch(query: QueryInput): InventorySearch {
  const params = toSearchParams(query);
  const search: Record<string, string | string[]> = {};
  for (const key of SEARCH_KEYS) {
    const values = params.getAll(key).filter((value) => value !== "");
    const [first] = values;
    if (first === undefined) continue;
    search[key] = isMultiValueKey(key) ? values : first;
  }
  return search as InventorySearch;
}

/**
 * Query key carrying the words a free-text search did not understand (issue #17), so the search page can
 * show them. It is not a search key: the canonical URL, saved searches and every filter change leave it out.
 */
export const NOT_UNDERSTOOD_QUERY_KEY = "not_understood";

/**
 * Query key a typed search sets (`=1`) when its words named no condition and it landed on used cars (issue #26.3),
 * so the page can say so and offer the same search among new and certified cars. Like
 * {@link NOT_UNDERSTOOD_QUERY_KEY}, not a search key.
 */
export const CONDITION_ASSUMED_QUERY_KEY = "condition_assumed";

const CONDITIONS: readonly string[] = ["used", "new", "certified"] satisfies ListingCondition[];

/**
 * Shareable URL of an inventory search: condition, brand slug and model slug go into the listing
 * path (§2.5), everything else into the query. A search without a valid condition uses `/used-cars`;
 * a model slug without a brand slug is dropped (a model path needs its brand).
 * @example inventorySearchUrl({ condition: "new", brand_slug: "bmw", zip: "10001" }) // "/new-cars/bmw?zip=10001"
 */
export function inventorySearchUrl(search: InventorySearch): string {
  const { condition, brand_slug: brand, model_slug: model, ...rest } = search;
  const path = listingPath({
    condition: CONDITIONS.includes(condition ?? "") ? (condition as ListingCondition) : "used",
    ...(brand === undefined ? {} : { brand, ...(model === undefined ? {} : { model }) }),
  });
  return withQuery(path, searchToQuery(rest));
}

/**
 * Reads an inventory search back from a listing URL (inverse of {@link inventorySearchUrl}), so Back
 * and shared links restore the search. Returns `null` when the path is not an inventory page.
 */
export function searchFromInventoryUrl(pathname: string, query: QueryInput): InventorySearch | null {
  const page = classifyPath(pathname);
  if (page?.type !== "INVENTORY") return null;
  const { condition: _c, brand_slug: _b, model_slug: _m, ...rest } = queryToSearch(query);
  return {
    condition: page.condition,
    ...(page.brand === undefined ? {} : { brand_slug: page.brand }),
    ...(page.model === undefined ? {} : { model_slug: page.model }),
    ...rest,
  };
}
