/**
 * "12 days on market", "1 day on market": the one wording of days on market, on the vehicle page and the
 * card. Its own module so the card does not pull in the freshness line's stylesheet.
 */
export function daysOnMarketText(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"} on market`;
}
