import type { PriceHistoryEntry } from "@carmarket/listing";

/** §5: the price-history graph needs more than one entry (one point draws no line). */
export function canShowPriceHistoryGraph(history: readonly PriceHistoryEntry[] | undefined): boolean {
  return (history?.length ?? 0) > 1;
}

/** The prices the §5 price summary cards compare. */
export interface PriceSummaryPrices {
  /** Current price (`currentPrice.price`). */
  current: number | undefined;
  /** Lowest price seen (`minPrice`). */
  min: number | undefined;
  /** Highest price seen (`maxPrice`). */
  max: number | undefined;
}

/**
 * §5: the price summary cards are hidden if the current price equals the max or the min price
 * (nothing to compare), and when any of the three prices is missing.
 */
export function shouldShowPriceSummary({ current, min, max }: PriceSummaryPrices): boolean {
  if (current === undefined || min === undefined || max === undefined) return false;
  return current !== min && current !== max;
}
