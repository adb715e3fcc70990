import type { Listing } from "@carmarket/listing";

/** §9: metres per mile used for listing distances. */
export const METRES_PER_MILE = 1609.34;

/** §9: ratings are out of 5 stars. */
export const RATING_MAX = 5;

/** §9 distance: metres ÷ 1609.34, rounded to whole miles. */
export function metresToMiles(metres: number): number {
  return Math.round(metres / METRES_PER_MILE);
}

/**
 * A listing's distance from the shopper in whole miles, from `dist` or else `distance` (metres);
 * `null` when the feed gave neither.
 */
export function listingDistanceMiles(listing: Pick<Listing, "dist" | "distance">): number | null {
  const metres = listing.dist ?? listing.distance;
  return metres === undefined || !Number.isFinite(metres) ? null : metresToMiles(metres);
}

/**
 * §9 distance text: `1 mile`, `12 miles` (whole miles).
 *
 * @example
 * formatMiles(metresToMiles(20000)) // "12 miles"
 */
export function formatMiles(miles: number): string {
  // Rounded to 0 the car is not 0 miles away, only under a mile (issue #26.12: cards read '0 miles away').
  if (miles === 0) return "less than 1 mile";
  return `${miles} ${miles === 1 ? "mile" : "miles"}`;
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * §9 fuel economy rounded to one decimal MPG.
 *
 * @example
 * formatMpg(31.46) // "31.5 MPG"
 * formatMpg(30) // "30 MPG"
 */
export function formatMpg(mpg: number): string {
  return `${roundToTenth(mpg)} MPG`;
}

/**
 * §9 rating with one decimal out of 5 stars, clamped to 0–5.
 *
 * @example
 * formatRating(4.25) // "4.3"
 * formatRating(4) // "4.0"
 */
export function formatRating(rating: number): string {
  return roundToTenth(Math.min(RATING_MAX, Math.max(0, rating))).toFixed(1);
}
