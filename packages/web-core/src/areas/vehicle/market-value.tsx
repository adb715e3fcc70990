import type { DealRating } from "@carmarket/pricing";
import { DealBadge } from "@carmarket/ui/deal-badge";
import type { MarketExplanation } from "./vehicle-view.js";
import styles from "./vehicle-page.module.css";

/**
 * The deal against the market, explained (§9): the label, '$X Below Market' / 'Above Market' with
 * the RMV, what the market value rests on and where this price sits among comparable cars.
 */
export function MarketValue({ deal, market }: { deal: DealRating; market: MarketExplanation | null }) {
  if (market === null) return null;
  const { comparison } = market;
  return (
    <div className={styles.market}>
      <DealBadge rating={deal} />
      <p className={styles.marketLine}>
        <strong>
          {comparison.differenceText} {comparison.label}
        </strong>{" "}
        (RMV: {comparison.rmvText})
      </p>
      <p className={styles.muted}>
        {market.basis}
        {market.position ? ` ${market.position}` : ""}
      </p>
    </div>
  );
}
