/**
 * Inventory search filters (§4 "Inventory filters", §9 listing filter keys).
 */

/** Current model year (§9). */
export const CURRENT_MODEL_YEAR = 2024;

/** Listing filter keys of §9, in spec order. */
export const LISTING_FILTER_KEYS = [
  "sort",
  "pagination",
  "dealer_price",
  "mileage",
  "fuel_economy",
  "trim_family_name",
  "deal_value_order",
  "transmission",
  "engine",
  "drivetrain",
  "submodel_family_name",
  "color",
  "interior_color",
  "remove_vin_without_images",
  "date_of_release_in_market",
  "major_options",
  "vehicle_history",
  "zip",
] as const;

/**
 * Every key an inventory search holds: the §9 filter keys, then radius, brand and model, body type
 * and condition, the keys §4 clears when their parent changes (trim family slug, engine type,
 * year, url_year, city slug, state id), fuel (the API's filter; issue #17: 'electric suv') and the monthly
 * budget (`monthly_payment=400`, issue #26.15: the pages send it as the price cap of §9's loan estimate).
 * The order is the order of the URL query.
 */
export const SEARCH_KEYS = [
  "condition",
  "brand_id",
  "brand_slug",
  "model_id",
  "model_slug",
  "body_type",
  "year",
  "url_year",
  ...LISTING_FILTER_KEYS,
  "trim_family_slug",
  "engine_type",
  "radius",
  "city_slug",
  "state_id",
  "fuel",
  "monthly_payment",
] as const;

/** One key of an inventory search. */
export type SearchKey = (typeof SEARCH_KEYS)[number];

/** Filters that take several values at once (repeated in the URL query). */
export const MULTI_VALUE_FILTER_KEYS = [
  "transmission",
  "engine",
  "drivetrain",
  "color",
  "interior_color",
  "major_options",
  "vehicle_history",
  "fuel",
] as const satisfies readonly SearchKey[];

/** A multi-value filter key. */
export type MultiValueKey = (typeof MULTI_VALUE_FILTER_KEYS)[number];

/** A single-value search key. */
export type ScalarKey = Exclude<SearchKey, MultiValueKey>;

/**
 * An inventory search: single-value keys hold a non-empty string, multi-value keys a non-empty list.
 * `condition` is `used`, `new` or `certified`.
 */
export type InventorySearch = { [K in ScalarKey]?: string } & { [K in MultiValueKey]?: string[] };

/** True for keys whose value is a list. */
export function isMultiValueKey(key: string): key is MultiValueKey {
  return (MULTI_VALUE_FILTER_KEYS as readonly string[]).includes(key);
}

/** True for keys an inventory search holds. */
export function isSearchKey(key: string): key is SearchKey {
  return (SEARCH_KEYS as readonly string[]).includes(key);
}

/**
 * What changing a key clears (§4). Clearing does not cascade: only the listed keys go. The listing
 * URL names the brand and model by slug (§2.5), so the slugs clear what their ids clear. §4's
 * engine_type is the model's engine: the `engine` facet lists one model's engines, so it goes too
 * (issue #15: Toyota's '2.5L I4' left on a Honda Civic search found nothing).
 */
export const FILTER_DEPENDENTS: Readonly<Partial<Record<SearchKey, readonly SearchKey[]>>> = {
  brand_id: ["model_id", "trim_family_name", "trim_family_slug", "brand_slug"],
  brand_slug: ["brand_id", "model_id", "model_slug", "trim_family_name", "trim_family_slug"],
  model_id: ["trim_family_name", "trim_family_slug", "engine_type", "engine"],
  model_slug: ["model_id", "trim_family_name", "trim_family_slug", "engine_type", "engine"],
  trim_family_name: ["trim_family_slug"],
  year: ["url_year"],
  zip: ["city_slug", "state_id"],
  radius: ["city_slug", "state_id"],
};

/** A value given to {@link applyFilterChange}; empty, `null` or `undefined` removes the key. */
export type FilterInput = string | number | readonly string[] | null | undefined;

/**
 * Sets one filter and clears the filters that depend on it (§4): brand_id clears model_id, trim
 * family and brand slug; model_id clears trim family and engine_type; trim family name clears its
 * slug; year clears url_year; zip and radius clear city slug and state_id. Setting a key to the
 * value it already has changes nothing. Returns a new object; the input is not mutated.
 */
export function applyFilterChange(filters: InventorySearch, key: SearchKey, value: FilterInput): InventorySearch {
  const next = normaliseValue(key, value);
  if (sameValue(filters[key], next)) return filters;
  const result: Record<string, string | string[]> = { ...filters } as Record<string, string | string[]>;
  if (next === undefined) delete result[key];
  else result[key] = next;
  for (const dependent of FILTER_DEPENDENTS[key] ?? []) delete result[dependent];
  return result as InventorySearch;
}

/**
 * The search a pick starts from (§4): the brand and model picker replaces the brand, model and year,
 * so what depends on them goes, whichever car is picked. Brand, model and year themselves go too:
 * the link the shopper follows names them; so does the body type, which a model has of its own (issue #26.7:
 * a sedan filter kept on a CR-V found nothing). Returns a new object.
 */
export function searchForPick(filters: InventorySearch): InventorySearch {
  const picked: readonly SearchKey[] = ["brand_slug", "model_slug", "year", "body_type"];
  const result: Record<string, string | string[]> = { ...filters } as Record<string, string | string[]>;
  for (const key of picked) for (const cleared of [key, ...(FILTER_DEPENDENTS[key] ?? [])]) delete result[cleared];
  return result as InventorySearch;
}

function normaliseValue(key: SearchKey, value: FilterInput): string | string[] | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "object") {
    const list = value.filter((item) => item !== "");
    if (list.length === 0) return undefined;
    return isMultiValueKey(key) ? [...list] : list[0];
  }
  const text = String(value);
  if (text === "") return undefined;
  return isMultiValueKey(key) ? [text] : text;
}

function sameValue(a: string | string[] | undefined, b: string | string[] | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** Filter keys whose options are years, sorted newest first (§9). */
export const YEAR_FILTER_KEYS = ["year", "url_year"] as const satisfies readonly SearchKey[];

/** Case-insensitive, digits compared as numbers; made once, since making a collator costs more than a page's sorting. */
const filterOptionOrder = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * Sorts a filter's options (§9): years descending by name, every other filter alphabetically by
 * name (case-insensitive, digits compared as numbers). Returns a new array.
 */
export function sortFilterOptions<T extends { name: string }>(key: string, options: readonly T[]): T[] {
  const descending = (YEAR_FILTER_KEYS as readonly string[]).includes(key);
  return [...options].sort((a, b) => (descending ? -1 : 1) * filterOptionOrder.compare(a.name, b.name));
}
