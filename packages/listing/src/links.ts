import type { ListingLocation } from "./types.js";

/** §9: carousels show at most this many cars. */
export const CAROUSEL_MAX_CARS = 9;

/**
 * Maps directions to the dealer (§2.7), using Google Maps' documented URL scheme (no API key). The
 * location's coordinates are `[longitude, latitude]` (§3), while the URL wants `latitude,longitude`.
 * `null` without usable coordinates.
 *
 * @example
 * directionsUrl({ coordinates: [-122.6765, 45.5231] }) // "https://www.google.com/maps/dir/?api=1&destination=45.5231%2C-122.6765"
 */
export function directionsUrl(location: Pick<ListingLocation, "coordinates"> | undefined): string | null {
  if (!location?.coordinates) return null;
  const [longitude, latitude] = location.coordinates;
  // Number.isFinite also rejects NaN; the ranges catch coordinates stored latitude-first by mistake.
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const params = new URLSearchParams({ api: "1", destination: `${latitude},${longitude}` });
  return `https://www.google.com/maps/dir/?${params}`;
}

/**
 * The government (NHTSA) recall lookup for a VIN (§2.7).
 *
 * @example
 * recallUrl("1HGCM82633A004352") // "https://www.nhtsa.gov/recalls?vin=1HGCM82633A004352"
 */
export function recallUrl(vin: string): string {
  return `https://www.nhtsa.gov/recalls?vin=${encodeURIComponent(vin.trim())}`;
}
