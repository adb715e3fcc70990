import { carTabSegment, CAR_ROUTE_SEGMENTS } from "./car-tabs.js";
import type { CarPageTab, YearlessTab } from "./car-tabs.js";
import { compareSlug } from "./compare-slug.js";
import type { CompareCar } from "./compare-slug.js";
import type { BodyTypeSlug } from "./body-types.js";
import { joinPath } from "./path-parts.js";

/** First path segment of the compare pages (§2.1). */
export const COMPARE_SECTION = "car-compare";

/** A brand and model (SUBMODEL page). */
export interface ModelRef {
  /** Brand slug. */
  brand: string;
  /** Model slug. */
  model: string;
}

/** A model year (CAR page and the pages under it). */
export interface ModelYearRef extends ModelRef {
  /** Four-digit model year. */
  year: number;
}

/**
 * Parts of a car page path: a model year with an optional tab, or a year-less tab on the "new" URL
 * (§2.2: MPG, 0to60, towing, trunk, cargo, dimensions).
 */
export type CarPathParts = (ModelYearRef & { tab?: CarPageTab }) | (ModelRef & { year?: undefined; tab: YearlessTab });

/** Brand page: `/{brand}`. */
export function brandPath(brand: string): string {
  return joinPath(brand);
}

/** Model (SUBMODEL) page: `/{brand}/{model}`; also the "new car path" year-less tabs hang off. */
export function submodelPath({ brand, model }: ModelRef): string {
  return joinPath(brand, model);
}

/**
 * Car page: `/{brand}/{model}/{year}` for overview, `/{brand}/{model}/{year}/{tab}` for a tab
 * (trim-family → `/trims`), or `/{brand}/{model}/{tab}` for a year-less tab.
 */
export function carPath(parts: CarPathParts): string {
  const segment = parts.tab === undefined ? undefined : carTabSegment(parts.tab);
  const head = parts.year === undefined ? [parts.brand, parts.model] : [parts.brand, parts.model, parts.year];
  return joinPath(...head, ...(segment === undefined ? [] : [segment]));
}

/** Build & price page: `/{brand}/{model}/{year}/build`. */
export function buildPricePath(car: ModelYearRef): string {
  return modelYearPagePath(car, CAR_ROUTE_SEGMENTS.build);
}

/** Write a car review: `/{brand}/{model}/{year}/write-review`. */
export function writeReviewPath(car: ModelYearRef): string {
  return modelYearPagePath(car, CAR_ROUTE_SEGMENTS.writeReview);
}

/** Review submission step: `/{brand}/{model}/{year}/submit-review`. */
export function submitReviewPath(car: ModelYearRef): string {
  return modelYearPagePath(car, CAR_ROUTE_SEGMENTS.submitReview);
}

/** After a review was submitted: `/{brand}/{model}/{year}/submitted-review-success`. */
export function reviewSuccessPath(car: ModelYearRef): string {
  return modelYearPagePath(car, CAR_ROUTE_SEGMENTS.reviewSuccess);
}

/** One user review: `/{brand}/{model}/{year}/user-reviews/{reviewId}`. */
export function singleReviewPath(review: ModelYearRef & { reviewId: string | number }): string {
  return joinPath(review.brand, review.model, review.year, "user-reviews", review.reviewId);
}

function modelYearPagePath({ brand, model, year }: ModelYearRef, page: string): string {
  return joinPath(brand, model, year, page);
}

/**
 * Ranking page: `/{body-type}` (all rankings of a body style) or `/{body-type}/{ranking}` (one
 * ranking list). The body-type link of the picker is the same path (§2.5).
 */
export function rankingPath(bodyType: BodyTypeSlug, ranking?: string): string {
  return ranking === undefined ? joinPath(bodyType) : joinPath(bodyType, ranking);
}

/** Compare page (§2.1): `/car-compare/{brandA-model-vs-brandB-model}`; no cars gives `/car-compare`. */
export function comparePath(cars: readonly CompareCar[]): string {
  return cars.length === 0 ? joinPath(COMPARE_SECTION) : joinPath(COMPARE_SECTION, compareSlug(cars));
}

/** Listing (VIN) comparison: `/car-compare/{VIN}-vs-{VIN}`; VINs are upper-case, slugs lower-case, so the two never clash. */
export function vinComparePath(vins: readonly string[]): string {
  return joinPath(COMPARE_SECTION, vins.map((vin) => vin.toUpperCase()).join("-vs-"));
}
