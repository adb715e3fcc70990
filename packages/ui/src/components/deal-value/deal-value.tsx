import { marketComparison } from "@carmarket/pricing";
import { cx } from "../../utils/class-names.js";
import styles from "./deal-value.module.css";

/** Props of {@link DealValue}. */
export interface DealValueProps {
  /** The asking price (dealer_price, else price). */
  price: number | null | undefined;
  /** The expected market value (RMV, `expected_price`). */
  expectedPrice: number | null | undefined;
  /** Show the RMV after the difference (default); cards leave it out for room (issue #26.13). */
  rmv?: boolean;
  className?: string;
}

/**
 * §9 deal value: '$1,250 Below Market' or 'Above Market' and the RMV. Renders nothing without both
 * prices.
 */
export function DealValue({ price, expectedPrice, rmv = true, className }: DealValueProps) {
  const comparison = marketComparison(price, expectedPrice);
  if (comparison === null) return null;
  return (
    <p className={cx(styles.value, className)}>
      <span className={cx(styles.difference, styles[comparison.position])}>
        {comparison.differenceText} {comparison.label}
      </span>
      {rmv ? (
        <>
          {" "}
          <span className={styles.rmv}>RMV: {comparison.rmvText}</span>
        </>
      ) : null}
    </p>
  );
}
