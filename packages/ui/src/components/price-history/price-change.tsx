import type { PriceChange as PriceChangeValue } from "@carmarket/pricing";
import styles from "./price-history.module.css";

/** Props of {@link PriceChange}. */
export interface PriceChangeProps {
  /** The change computed by `priceChange()` of `@carmarket/pricing` (§4). */
  change: PriceChangeValue;
}

/**
 * 'Prices increased $500 on 5 Mar 2024' / 'Prices dropped …' / 'No Change in Price' (§4). A stable
 * price has no amount worth showing, so only its title is.
 */
export function PriceChange({ change }: PriceChangeProps) {
  return (
    <p className={`${styles.change} ${styles[change.direction]}`}>
      {change.title}
      {change.direction !== "stable" && (
        <>
          {" "}
          <strong>{change.amountText}</strong> {change.dateText}
        </>
      )}
    </p>
  );
}
