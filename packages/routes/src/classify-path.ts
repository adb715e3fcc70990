import { isBodyTypeSlug } from "./body-types.js";
import type { BodyTypeSlug } from "./body-types.js";
import { isBrandSlug } from "./brands.js";
import { CAR_ROUTE_SEGMENTS, carTabFromSegment, isYearlessTab } from "./car-tabs.js";
import type { CarPageTab, YearlessTab } from "./car-tabs.js";
import { VERSUS_SEPARATOR, parseCompareSlug } from "./compare-slug.js";
import type { CompareCar } from "./compare-slug.js";
import { DEALER_PAGE_SEGMENTS } from "./dealer-paths.js";
import { LISTING_TAB_QUERY_KEY, SINGLE_LISTING_TABS, VIN_QUERY_KEY, conditionFromSection } from "./listing-paths.js";
import type { ListingCondition, SingleListingTab } from "./listing-paths.js";
import { splitPath, toSearchParams } from "./path-parts.js";
import type { QueryInput } from "./path-parts.js";
import { COMPARE_SECTION } from "./research-paths.js";
import type { ModelRef, ModelYearRef } from "./research-paths.js";

/** What {@link classifyPath} found: the §2.1 page type and the parts parsed from the path. */
export type PageMatch =
  | { type: "HOME" }
  | { type: "DEALERS" }
  | { type: "DEALER_INVENTORY" | "DEALER_REVIEWS" | "DEALER_WRITE_REVIEW"; dealerId: string }
  | { type: "INVENTORY"; condition: ListingCondition; brand?: string; model?: string }
  | {
      type: "SINGLE_VIN";
      condition: ListingCondition;
      brand?: string;
      model?: string;
      vin: string;
      tab: SingleListingTab;
    }
  | { type: "BRAND"; brand: string }
  | ({ type: "SUBMODEL" } & ModelRef)
  | { type: "RANKING"; bodyType: BodyTypeSlug; ranking?: string }
  | ({ type: "CAR" } & ModelYearRef & { tab: CarPageTab })
  | ({ type: "CAR" } & ModelRef & { year?: undefined; tab: YearlessTab })
  | ({ type: "BUILD_PRICE" | "WRITE_REVIEW" | "SUBMIT_REVIEW" | "REVIEW_SUCCESS" } & ModelYearRef)
  | ({ type: "SINGLE_REVIEW" } & ModelYearRef & { reviewId: string })
  | { type: "COMPARE"; cars: CompareCar[] }
  | { type: "VIN_COMPARE"; vins: string[] };

/** A VIN: 17 characters, digits and capitals without I, O and Q. */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** Lower-case URL slug: words of letters and digits joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YEAR_PATTERN = /^(?:19|20)\d{2}$/;

// A Map, not an object literal, so segments like "constructor" never hit inherited keys.
const MODEL_YEAR_PAGES = new Map<string, "BUILD_PRICE" | "WRITE_REVIEW" | "SUBMIT_REVIEW" | "REVIEW_SUCCESS">([
  [CAR_ROUTE_SEGMENTS.build, "BUILD_PRICE"],
  [CAR_ROUTE_SEGMENTS.writeReview, "WRITE_REVIEW"],
  [CAR_ROUTE_SEGMENTS.submitReview, "SUBMIT_REVIEW"],
  [CAR_ROUTE_SEGMENTS.reviewSuccess, "REVIEW_SUCCESS"],
]);

/**
 * Classifies a path for the catch-all route (§2.1): which page type it is and its parsed parts,
 * or `null` for a path no page serves (render 404). `search` is only read for the vehicle query
 * (`?vin=` turns an inventory path into SINGLE_VIN). The scheme is in packages/routes/src/README.md.
 * @example classifyPath("/toyota/camry/2024/safety") // { type: "CAR", brand: "toyota", model: "camry", year: 2024, tab: "safety" }
 */
export function classifyPath(pathname: string, search?: QueryInput): PageMatch | null {
  const segments = splitPath(pathname);
  if (segments === null) return null;
  const [first, ...rest] = segments;
  if (first === undefined) return { type: "HOME" };
  if (first === "dealers") return classifyDealer(rest);
  if (first === COMPARE_SECTION) return classifyCompare(rest);
  const condition = conditionFromSection(first);
  if (condition !== undefined) return classifyInventory(condition, rest, toSearchParams(search));
  if (isBodyTypeSlug(first)) return classifyRanking(first, rest);
  if (isBrandSlug(first)) return classifyResearch(first, rest);
  return null;
}

function classifyDealer(rest: string[]): PageMatch | null {
  const [dealerId, page, ...extra] = rest;
  if (dealerId === undefined) return { type: "DEALERS" };
  if (extra.length > 0) return null;
  if (page === undefined) return { type: "DEALER_INVENTORY", dealerId };
  if (page === DEALER_PAGE_SEGMENTS.reviews) return { type: "DEALER_REVIEWS", dealerId };
  if (page === DEALER_PAGE_SEGMENTS.writeReview) return { type: "DEALER_WRITE_REVIEW", dealerId };
  return null;
}

function classifyCompare(rest: string[]): PageMatch | null {
  const [slug, ...extra] = rest;
  if (extra.length > 0) return null;
  if (slug === undefined) return { type: "COMPARE", cars: [] };
  const parts = slug.split(VERSUS_SEPARATOR);
  if (parts.length >= 2 && parts.every((part) => VIN_PATTERN.test(part))) return { type: "VIN_COMPARE", vins: parts };
  if (!parts.every((part) => SLUG_PATTERN.test(part))) return null;
  const cars = parseCompareSlug(slug);
  return cars === undefined ? null : { type: "COMPARE", cars };
}

function classifyInventory(condition: ListingCondition, rest: string[], query: URLSearchParams): PageMatch | null {
  const [brand, model, ...extra] = rest;
  if (extra.length > 0) return null;
  if (brand !== undefined && !isBrandSlug(brand)) return null;
  if (model !== undefined && !SLUG_PATTERN.test(model)) return null;
  const place = { condition, ...(brand === undefined ? {} : { brand }), ...(model === undefined ? {} : { model }) };
  const vin = query.get(VIN_QUERY_KEY);
  if (vin === null || vin === "") return { type: "INVENTORY", ...place };
  const tab = SINGLE_LISTING_TABS.find((candidate) => candidate === query.get(LISTING_TAB_QUERY_KEY)) ?? "overview";
  return { type: "SINGLE_VIN", ...place, vin, tab };
}

function classifyRanking(bodyType: BodyTypeSlug, rest: string[]): PageMatch | null {
  const [ranking, ...extra] = rest;
  if (ranking === undefined) return { type: "RANKING", bodyType };
  if (extra.length > 0 || !SLUG_PATTERN.test(ranking)) return null;
  return { type: "RANKING", bodyType, ranking };
}

function classifyResearch(brand: string, rest: string[]): PageMatch | null {
  const [model, third, fourth, fifth, ...extra] = rest;
  if (model === undefined) return { type: "BRAND", brand };
  if (!SLUG_PATTERN.test(model) || YEAR_PATTERN.test(model) || extra.length > 0) return null;
  if (third === undefined) return { type: "SUBMODEL", brand, model };
  if (!YEAR_PATTERN.test(third)) {
    // Year-less "new" URL of the MPG, 0to60, towing, trunk, cargo and dimensions pages (§2.2).
    return fourth === undefined && isYearlessTab(third) ? { type: "CAR", brand, model, tab: third } : null;
  }
  const car = { brand, model, year: Number(third) };
  if (fourth === undefined) return { type: "CAR", ...car, tab: "overview" };
  if (fourth === "user-reviews" && fifth !== undefined) return { type: "SINGLE_REVIEW", ...car, reviewId: fifth };
  if (fifth !== undefined) return null;
  const page = MODEL_YEAR_PAGES.get(fourth);
  if (page !== undefined) return { type: page, ...car };
  const tab = carTabFromSegment(fourth);
  return tab === undefined ? null : { type: "CAR", ...car, tab };
}
