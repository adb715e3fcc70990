import type { ListingDataParams } from "@carmarket/api-client";
import {
  BODY_TYPE_SLUGS,
  CONDITION_ASSUMED_QUERY_KEY,
  NOT_UNDERSTOOD_QUERY_KEY,
  queryToSearch,
  type InventorySearch,
  type PageMatch,
  type SearchKey,
} from "@carmarket/routes";
import { DEAL_FLAGS, maxPriceForMonthly } from "@carmarket/pricing";
import { ZIP_PATTERN } from "@carmarket/validation";
import { SORT_LABELS, VEHICLE_HISTORY_LABELS } from "./search-options.js";
import { readRange, writeRange, yearList } from "./search-range.js";

/** The page match of an inventory URL (§2.1 INVENTORY). */
export type InventoryMatch = Extract<PageMatch, { type: "INVENTORY" }>;

const wholeNumber = (min: number, max: number) => (value: string) => /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max;
const range = (number: string) => new RegExp(`^(?:${number})?-(?:${number})?$|^(?:${number})$`);
// A range the API takes: its form, at least one end, and the low end not above the high one (issue #26.6).
const rangeOf = (number: string) => (value: string) => {
  if (!range(number).test(value) || value === "-") return false;
  const { min, max } = readRange(value);
  return min === undefined || max === undefined || Number(min) <= Number(max);
};
// The deal filter takes §9 flag classes or labels, written either way (apps/api search-filters.ts dealLabels).
const DEAL_FLAG_VALUES: ReadonlySet<string> = new Set(Object.values(DEAL_FLAGS));
const isDealValue = (item: string) => DEAL_FLAG_VALUES.has(item.trim().toLowerCase().replace(/\s+/g, "-"));
/** The highest monthly budget a search takes, in dollars. */
const MAX_MONTHLY_PAYMENT = 100_000;
const YEAR = /^(?:19|20)\d\d$/;
// One model year, or a range of them (issue #17: '2019 or newer' is year=2019-).
const yearOrRange = (value: string) => {
  if (YEAR.test(value)) return true;
  const { min, max } = readRange(value);
  return range("(?:19|20)\\d\\d").test(value) && value !== "-" && (min === undefined || max === undefined || Number(min) <= Number(max));
};

// The form the API accepts for each checked key (apps/api search/listing-filters.ts); anything
// else would make the whole search fail, so such a value is left out and named in a notice.
const SCALAR_RULES: Partial<Record<SearchKey, (value: string) => boolean>> = {
  zip: (value) => ZIP_PATTERN.test(value),
  radius: wholeNumber(1, 500),
  pagination: wholeNumber(1, 500),
  brand_id: wholeNumber(1, 1_000_000),
  model_id: wholeNumber(1, 1_000_000),
  sort: (value) => Object.hasOwn(SORT_LABELS, value),
  year: yearOrRange,
  url_year: (value) => YEAR.test(value),
  dealer_price: rangeOf("\\d{1,9}"),
  mileage: rangeOf("\\d{1,9}"),
  fuel_economy: rangeOf("\\d{1,3}(?:\\.\\d{1,2})?"),
  // Issue #26.6: a value no listing can have says it could not be used, instead of 0 cars or every filter dropped.
  body_type: (value) => (BODY_TYPE_SLUGS as readonly string[]).includes(value),
  deal_value_order: (value) => value.split(",").every(isDealValue),
  monthly_payment: wholeNumber(1, MAX_MONTHLY_PAYMENT),
  remove_vin_without_images: (value) => value === "0" || value === "1",
  date_of_release_in_market: wholeNumber(1, 3650),
};

const LIST_RULES: Partial<Record<SearchKey, (value: string) => boolean>> = {
  vehicle_history: (value) => Object.hasOwn(VEHICLE_HISTORY_LABELS, value),
};

// The API splits lists on commas and takes at most 30 values of at most 60 characters.
const fitsList = (value: string) => value.length <= 60 && !value.includes(",");

/** A search read from the URL: the valid part, and the keys whose values were left out. */
export interface SearchInput {
  search: InventorySearch;
  ignored: SearchKey[];
}

/**
 * Reads the search a URL holds (§2.5: the URL is the whole search) and keeps only values the API
 * accepts, so a mistyped or tampered link still shows results (bad input: a clear message, never
 * a failed page). Condition, brand and model come from the path, not the query.
 */
export function readSearchInput(match: InventoryMatch, query: URLSearchParams): SearchInput {
  const { condition: _condition, brand_slug: _brand, model_slug: _model, ...fromQuery } = queryToSearch(query);
  const search: Record<string, string | string[]> = {};
  const ignored: SearchKey[] = [];
  for (const [key, value] of Object.entries(fromQuery) as [SearchKey, string | string[]][]) {
    const valid = Array.isArray(value)
      ? value.length <= 30 && value.every((item) => fitsList(item) && (LIST_RULES[key]?.(item) ?? true))
      : (SCALAR_RULES[key]?.(value) ?? fitsList(value));
    if (valid) search[key] = value;
    else ignored.push(key);
  }
  // A budget below the lowest price asked for can find nothing, and the API refuses the range it would make.
  const cap = search.monthly_payment === undefined ? null : maxPriceForMonthly(Number(search.monthly_payment));
  const lowest = readRange(search.dealer_price as string | undefined).min;
  if (cap !== null && lowest !== undefined && Number(lowest) > cap) {
    delete search.monthly_payment;
    ignored.push("monthly_payment");
  }
  return {
    search: {
      condition: match.condition,
      ...(match.brand === undefined ? {} : { brand_slug: match.brand }),
      ...(match.model === undefined ? {} : { model_slug: match.model }),
      ...search,
    },
    ignored,
  };
}

/** Longest note of words not understood the page repeats: enough for a search box, too short to carry a message. */
const MAX_NOT_UNDERSTOOD_LENGTH = 80;

/**
 * The words a free-text search did not understand (issue #17), as the page shows them: spaces collapsed and
 * cut at a word past {@link MAX_NOT_UNDERSTOOD_LENGTH} characters; undefined when there are none.
 */
export function readNotUnderstood(query: URLSearchParams): string | undefined {
  const words = (query.get(NOT_UNDERSTOOD_QUERY_KEY) ?? "").replace(/\s+/g, " ").trim();
  if (words.length <= MAX_NOT_UNDERSTOOD_LENGTH) return words === "" ? undefined : words;
  return `${words.slice(0, MAX_NOT_UNDERSTOOD_LENGTH).replace(/\s*\S*$/, "")} …`;
}

/** Whether a typed search landed on used cars because its words named no condition (issue #26.3). */
export function readConditionAssumed(query: URLSearchParams): boolean {
  return query.get(CONDITION_ASSUMED_QUERY_KEY) === "1";
}

/**
 * The price range a search asks the API for: its own, its top lowered to the monthly budget's price cap
 * (`maxPriceForMonthly`, §9's loan terms), so every car found shows an 'Est. $X/mo' within the budget (issue #26.15).
 */
export function searchedPriceRange(search: InventorySearch): string | undefined {
  const cap = search.monthly_payment === undefined ? null : maxPriceForMonthly(Number(search.monthly_payment));
  if (cap === null) return search.dealer_price;
  const { min, max } = readRange(search.dealer_price);
  return writeRange({ min, max: String(max === undefined ? cap : Math.min(Number(max), cap)) });
}

const PAGE_SIZE = 20;

/**
 * The GET /inventory/listingdata input of a search: lists comma-joined (docs/api-contract.md), the
 * ZIP the URL or the zipcode cookie gave, and only the keys the API reads.
 */
export function listingDataParams(search: InventorySearch, zip: string | undefined): ListingDataParams {
  const list = (values: string[] | undefined) => values?.join(",");
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const params: ListingDataParams = {
    condition: search.condition,
    brand_slug: search.brand_slug,
    model_slug: search.model_slug,
    brand_id: number(search.brand_id),
    model_id: number(search.model_id),
    body_type: search.body_type,
    year: search.year === undefined ? search.url_year : yearList(search.year),
    zip,
    radius: zip === undefined ? undefined : number(search.radius),
    sort: search.sort as ListingDataParams["sort"],
    pagination: number(search.pagination),
    page_size: PAGE_SIZE,
    dealer_price: searchedPriceRange(search),
    mileage: search.mileage,
    fuel_economy: search.fuel_economy,
    trim_family_name: search.trim_family_name,
    deal_value_order: search.deal_value_order,
    submodel_family_name: search.submodel_family_name,
    transmission: list(search.transmission),
    engine: list(search.engine),
    drivetrain: list(search.drivetrain),
    color: list(search.color),
    interior_color: list(search.interior_color),
    major_options: list(search.major_options),
    vehicle_history: list(search.vehicle_history),
    fuel: list(search.fuel),
    remove_vin_without_images: search.remove_vin_without_images === "1" ? 1 : undefined,
    date_of_release_in_market: number(search.date_of_release_in_market),
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as ListingDataParams;
}
