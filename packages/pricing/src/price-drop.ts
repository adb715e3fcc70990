import { formatUsd } from "./format.js";
import { positiveAmount } from "./positive-amount.js";

/** A price that fell: by how much, as the tag shows it and as a screen reader says it. */
export interface PriceDrop {
  /** Whole dollars the price fell by. */
  amount: number;
  /** `$1,100`. */
  amountText: string;
  /** The tag's text: `↓ $1,100`. */
  tag: string;
  /** The same in words: `Price dropped $1,100`. */
  label: string;
}

/**
 * How far a price fell from an earlier one (issue #26.13 and #26.16): the listing's price before its last change
 * (`previous_price`), or the price a shopper saved the car at. `null` when either is missing or not positive, or
 * the price did not fall by at least a whole dollar.
 *
 * @example
 * priceDrop(18900, 20000) // { amount: 1100, amountText: "$1,100", tag: "↓ $1,100", label: "Price dropped $1,100" }
 */
export function priceDrop(current: number | null | undefined, earlier: number | null | undefined): PriceDrop | null {
  const now = positiveAmount(current);
  const before = positiveAmount(earlier);
  if (now === null || before === null) return null;
  const amount = Math.round(before) - Math.round(now);
  if (amount < 1) return null;
  const amountText = formatUsd(amount);
  return { amount, amountText, tag: `↓ ${amountText}`, label: `Price dropped ${amountText}` };
}
