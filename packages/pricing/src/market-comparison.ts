import { formatUsd } from "./format.js";
import { positiveAmount } from "./positive-amount.js";

/** §9 deal value wording; `At Market` is ours, for a price equal to market value to the dollar. */
export const MARKET_POSITION_LABELS = {
  below: "Below Market",
  above: "Above Market",
  at: "At Market",
} as const;

/** Where a price sits against its expected market value (RMV). */
export type MarketPosition = keyof typeof MARKET_POSITION_LABELS;

/** A §9 deal value: position, dollar difference and RMV (expected price). */
export interface MarketComparison {
  /** `below`, `above` or `at` market value. */
  position: MarketPosition;
  /** `Below Market`, `Above Market` or `At Market`. */
  label: (typeof MARKET_POSITION_LABELS)[MarketPosition];
  /** Absolute difference in whole dollars. */
  difference: number;
  /** The difference formatted, e.g. `$1,250`. */
  differenceText: string;
  /** The expected market value (RMV) in whole dollars. */
  rmv: number;
  /** RMV formatted, e.g. `$21,000`. */
  rmvText: string;
}

/**
 * §9 deal value: whether `price` is below or above the expected market value (RMV), by how many
 * dollars. Prices are compared in whole dollars; equal prices read `At Market` with a $0 difference.
 * `null` when either value is missing or not positive.
 *
 * @example
 * marketComparison(19750, 21000) // { position: "below", label: "Below Market", difference: 1250, differenceText: "$1,250", rmv: 21000, rmvText: "$21,000" }
 */
export function marketComparison(price: number | null | undefined, expectedPrice: number | null | undefined): MarketComparison | null {
  const asking = positiveAmount(price);
  const market = positiveAmount(expectedPrice);
  if (asking === null || market === null) return null;
  const rmv = Math.round(market);
  const delta = Math.round(asking) - rmv;
  const position: MarketPosition = delta < 0 ? "below" : delta > 0 ? "above" : "at";
  const difference = Math.abs(delta);
  return {
    position,
    label: MARKET_POSITION_LABELS[position],
    difference,
    differenceText: formatUsd(difference),
    rmv,
    rmvText: formatUsd(rmv),
  };
}
