import type { PriceRangeBar as PriceRangeBarMarks } from "@carmarket/pricing";
import { PriceRangeBar } from "@carmarket/ui/price-range-bar";
import type { MarketExplanation } from "./vehicle-view.js";
import styles from "./vehicle-page.module.css";

/**
 * The price against the market, explained (§9, issue #26.14): what the market value rests on, where this price
 * sits among comparable cars, and the fair-price range bar. The label and its dollar gap sit beside the price.
 */
export function MarketValue({ market, rangeBar }: { market: MarketExplanation | null; rangeBar: PriceRangeBarMarks | null }) {
  if (market === null) return null;
  return (
    <section className={styles.market} aria-labelledby="market-value-heading">
      <h2 id="market-value-heading" className={styles.marketHeading}>
        Is this a good price?
      </h2>
      <p className={styles.muted}>
        {market.basis}
        {market.position ? ` ${market.position}` : ""}
      </p>
      {rangeBar ? <PriceRangeBar bar={rangeBar} /> : null}
    </section>
  );
}
