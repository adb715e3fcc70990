import { positiveAmount } from "./positive-amount.js";

/** §9 deal labels, best first. */
export const DEAL_LABELS = ["Excellent Deal", "Good Deal", "Fair Deal", "Bad Deal", "Overpriced"] as const;

/** A §9 deal label. */
export type DealLabel = (typeof DEAL_LABELS)[number];

/** §9 flag classes: one per label, plus `uncertain` when there is no market value to compare with. */
export const DEAL_FLAGS = {
  "Excellent Deal": "excellent-deal",
  "Good Deal": "good-deal",
  "Fair Deal": "fair-deal",
  "Bad Deal": "bad-deal",
  Overpriced: "overpriced",
} as const satisfies Record<DealLabel, string>;

/** A §9 deal flag class. */
export type DealFlag = (typeof DEAL_FLAGS)[DealLabel] | "uncertain";

/**
 * Upper bound of each label as price ÷ expected market value, in percent (inclusive): a car at up to
 * 90% of market value is an Excellent Deal, up to 97% Good, up to 103% Fair, up to 110% Bad, above
 * that Overpriced. Fair is symmetric around market value; see packages/pricing/src/README.md.
 */
export const DEAL_THRESHOLDS_PERCENT = {
  "Excellent Deal": 90,
  "Good Deal": 97,
  "Fair Deal": 103,
  "Bad Deal": 110,
} as const satisfies Partial<Record<DealLabel, number>>;

/** The deal label and flag class of a listing, or `uncertain` without a label. */
export type DealRating = { label: DealLabel; flag: DealFlag } | { label: null; flag: "uncertain" };

const UNCERTAIN: DealRating = { label: null, flag: "uncertain" };

/**
 * §9 deal rating from the ratio of the asking price to the expected market value
 * (thresholds in `DEAL_THRESHOLDS_PERCENT`). `uncertain` when either price is missing or not
 * positive. The API labels every listing with this same function.
 *
 * @example
 * dealRating(18000, 20000) // { label: "Excellent Deal", flag: "excellent-deal" }
 * dealRating(20000, undefined) // { label: null, flag: "uncertain" }
 */
export function dealRating(price: number | null | undefined, expectedPrice: number | null | undefined): DealRating {
  const asking = positiveAmount(price);
  const market = positiveAmount(expectedPrice);
  if (asking === null || market === null) return UNCERTAIN;
  // Compare price·100 with market·threshold rather than a float ratio, so 9000 vs 10000 is exactly 90%.
  for (const [label, percent] of Object.entries(DEAL_THRESHOLDS_PERCENT) as [DealLabel, number][]) {
    if (asking * 100 <= market * percent) return { label, flag: DEAL_FLAGS[label] };
  }
  return { label: "Overpriced", flag: DEAL_FLAGS.Overpriced };
}
