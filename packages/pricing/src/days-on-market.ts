import type { PriceHistoryEntry } from "@carmarket/listing";

const DAY_MS = 86_400_000;

/** When a car was first seen: its price history (unix seconds) or a first-seen date (ISO text or Date). */
export type FirstSeen = readonly PriceHistoryEntry[] | string | Date | undefined;

function firstSeenMs(source: FirstSeen): number | null {
  if (source === undefined) return null;
  if (typeof source === "string") return Date.parse(source);
  if (source instanceof Date) return source.getTime();
  // History is newest first (§3), but take the minimum so an unsorted feed still gives the first sighting.
  if (source.length === 0) return null;
  return Math.min(...source.map((entry) => entry.timestamp)) * 1000;
}

/**
 * Whole days a car has been on the market: from its oldest price-history entry or a first-seen date
 * (e.g. `date_of_release_in_market`) until `now`, rounded down and never negative. `null` when there
 * is nothing to count from or the date cannot be read.
 *
 * @example
 * daysOnMarket("2024-03-01", new Date("2024-03-11T08:00:00Z")) // 10
 */
export function daysOnMarket(source: FirstSeen, now: Date): number | null {
  const start = firstSeenMs(source);
  if (start === null || Number.isNaN(start)) return null;
  return Math.max(0, Math.floor((now.getTime() - start) / DAY_MS));
}

/**
 * The one wording of days on market (issue #15): "12 days on market", "1 day on market", on the vehicle
 * page, the search cards and the carousels alike.
 *
 * @example
 * daysOnMarketText(1) // "1 day on market"
 */
export function daysOnMarketText(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"} on market`;
}
