import { DEAL_THRESHOLDS_PERCENT } from "./deal-rating.js";
import { formatUsd } from "./format.js";
import { positiveAmount } from "./positive-amount.js";

/** A price band in whole dollars, with its text. */
export interface PriceBand {
  low: number;
  high: number;
  /** `$19,206 – $20,394`. */
  text: string;
}

const band = (low: number, high: number): PriceBand => ({ low, high, text: `${formatUsd(low)} – ${formatUsd(high)}` });

/**
 * The fair price of a car worth `expectedPrice` (issue #26.14): the prices §9 rates a 'Fair Deal', above the
 * 'Good Deal' bound (97%) up to the 'Fair Deal' bound (103%) of market value (`DEAL_THRESHOLDS_PERCENT`), so the
 * bar and the deal label never disagree. `null` without a positive market value.
 *
 * @example
 * fairPriceRange(20000) // { low: 19400, high: 20600, text: "$19,400 – $20,600" }
 */
export function fairPriceRange(expectedPrice: number | null | undefined): PriceBand | null {
  const market = positiveAmount(expectedPrice);
  if (market === null) return null;
  return band(Math.round((market * DEAL_THRESHOLDS_PERCENT["Good Deal"]) / 100), Math.round((market * DEAL_THRESHOLDS_PERCENT["Fair Deal"]) / 100));
}

/** What the range bar needs: the car's price, its market value, and the lowest and highest comparable prices. */
export interface PriceRangeInput {
  price: number | null | undefined;
  expectedPrice: number | null | undefined;
  comparableLow?: number | null | undefined;
  comparableHigh?: number | null | undefined;
}

/** The range bar, ready to draw: each mark's value and its place along the bar in percent (0 at the left end). */
export interface PriceRangeBar {
  /** The bar's ends, in dollars. */
  from: number;
  to: number;
  price: { value: number; text: string; at: number };
  market: { value: number; text: string; at: number };
  /** The §9 'Fair Deal' band (see {@link fairPriceRange}). */
  fair: PriceBand & { fromAt: number; toAt: number };
  /** The comparable cars' prices, lowest to highest; absent when the API gave none. */
  comparables: (PriceBand & { fromAt: number; toAt: number }) | null;
}

const PADDING_SHARE = 0.05;

/**
 * The fair-price range bar of the vehicle page (issue #26.14): where the car's price sits against its market
 * value, the §9 fair band and the prices of comparable cars, as CarGurus and KBB draw it. The bar spans every
 * mark with 5% of room each side. `null` without a positive price or market value.
 */
export function priceRangeBar({ price, expectedPrice, comparableLow, comparableHigh }: PriceRangeInput): PriceRangeBar | null {
  const asking = positiveAmount(price);
  const fair = fairPriceRange(expectedPrice);
  const market = positiveAmount(expectedPrice);
  if (asking === null || fair === null || market === null) return null;
  const low = positiveAmount(comparableLow);
  const high = positiveAmount(comparableHigh);
  const comparables = low !== null && high !== null && low <= high ? band(Math.round(low), Math.round(high)) : null;
  const values = [asking, fair.low, fair.high, ...(comparables ? [comparables.low, comparables.high] : [])];
  const span = Math.max(...values) - Math.min(...values);
  const pad = Math.max(span * PADDING_SHARE, market * PADDING_SHARE);
  const from = Math.max(0, Math.floor(Math.min(...values) - pad));
  const to = Math.ceil(Math.max(...values) + pad);
  const at = (value: number) => Math.round(((value - from) / (to - from)) * 1000) / 10;
  return {
    from,
    to,
    price: { value: Math.round(asking), text: formatUsd(asking), at: at(asking) },
    market: { value: Math.round(market), text: formatUsd(market), at: at(market) },
    fair: { ...fair, fromAt: at(fair.low), toAt: at(fair.high) },
    comparables: comparables && { ...comparables, fromAt: at(comparables.low), toAt: at(comparables.high) },
  };
}
