import type { PriceHistoryEntry } from "@carmarket/listing";
import { formatUnixDate } from "./date-format.js";
import { formatUsd } from "./format.js";

/** §4 price-change titles by direction. */
export const PRICE_CHANGE_TITLES = {
  rise: "Prices increased",
  drop: "Prices dropped",
  stable: "No Change in Price",
} as const;

/** §4 direction of a price change. */
export type PriceChangeDirection = keyof typeof PRICE_CHANGE_TITLES;

/** Where the change is shown: the image slider compares with history entry 0, elsewhere entry 1 (§4). */
export type PriceChangeVariant = "slider" | "default";

/** Options of `priceChange`. */
export interface PriceChangeOptions {
  /** `slider` compares with entry 0, `default` with entry 1. Default `default`. */
  variant?: PriceChangeVariant;
  /** The current time; the compared entry must be strictly before it. */
  now: Date;
}

/** A §4 price change, ready to show. */
export interface PriceChange {
  /** `rise`, `drop` or `stable`. */
  direction: PriceChangeDirection;
  /** `Prices increased`, `Prices dropped` or `No Change in Price`. */
  title: (typeof PRICE_CHANGE_TITLES)[PriceChangeDirection];
  /** Absolute change in dollars (0 when stable). */
  amount: number;
  /** `$` plus the amount, e.g. `$500`. */
  amountText: string;
  /** The compared entry's time in unix seconds. */
  timestamp: number;
  /**
   * `on` plus the date the price changed, e.g. `on 5 Mar 2024` (UTC): the entry just newer than the
   * compared one, which recorded the move; the slider's entry 0 has none newer, so its own date.
   */
  dateText: string;
}

/**
 * §4 price change of the current price against a previous price-history entry (history is newest
 * first): entry 0 for the slider variant, entry 1 otherwise. `null` when the history has no such
 * entry or the entry's date is not in the past.
 *
 * @example
 * priceChange(19500, [{ timestamp: 1709640000, price: 20000 }], { variant: "slider", now: new Date() })
 * // { direction: "drop", title: "Prices dropped", amount: 500, amountText: "$500", timestamp: 1709640000, dateText: "on 5 Mar 2024" }
 */
export function priceChange(currentPrice: number, history: readonly PriceHistoryEntry[], { variant = "default", now }: PriceChangeOptions): PriceChange | null {
  const index = variant === "slider" ? 0 : 1;
  const entry = history[index];
  if (entry === undefined || entry.timestamp * 1000 >= now.getTime()) return null;
  // issue #15: 'increased $1,095 on 21 Nov' named the old price's date for a rise on 23 Nov
  const changedAt = history[index - 1] ?? entry;
  const delta = currentPrice - entry.price;
  const direction: PriceChangeDirection = delta > 0 ? "rise" : delta < 0 ? "drop" : "stable";
  const amount = Math.abs(delta);
  return {
    direction,
    title: PRICE_CHANGE_TITLES[direction],
    amount,
    amountText: formatUsd(amount),
    timestamp: entry.timestamp,
    dateText: `on ${formatUnixDate(changedAt.timestamp)}`,
  };
}
