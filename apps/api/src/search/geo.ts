/** Metres in a statute mile (§9: distance in metres / 1609.34 = miles). */
export const METRES_PER_MILE = 1609.34;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles between two points given in degrees. */
export function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(a));
}
