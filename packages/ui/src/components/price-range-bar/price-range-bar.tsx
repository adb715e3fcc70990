import type { PriceRangeBar as PriceRangeBarMarks } from "@carmarket/pricing";
import { useId } from "react";
import { cx } from "../../utils/class-names.js";
import styles from "./price-range-bar.module.css";

/** Props of {@link PriceRangeBar}. */
export interface PriceRangeBarProps {
  /** `priceRangeBar()` of @carmarket/pricing, computed by the page. */
  bar: PriceRangeBarMarks;
  className?: string;
}

const left = (at: number) => ({ left: `${at}%` });

/**
 * The fair-price range bar (issue #26.14), as CarGurus and KBB draw it: the comparable cars' prices, the §9
 * fair band around market value, a tick at market value and a marker where this car's price sits. The drawing
 * is decoration; the same facts follow as a list, which is what a screen reader reads.
 */
export function PriceRangeBar({ bar, className }: PriceRangeBarProps) {
  const id = useId();
  const { price, market, fair, comparables } = bar;
  return (
    <figure className={cx(styles.figure, className)} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        Fair price range
      </figcaption>
      <div className={styles.track} aria-hidden="true">
        {comparables ? <span className={styles.comparables} style={{ ...left(comparables.fromAt), right: `${100 - comparables.toAt}%` }} /> : null}
        <span className={styles.fair} style={{ ...left(fair.fromAt), right: `${100 - fair.toAt}%` }} />
        <span className={styles.market} style={left(market.at)} />
        <span className={styles.price} style={left(price.at)} data-testid="range-bar-price" />
      </div>
      <dl className={styles.legend}>
        <div>
          <dt>
            <span className={cx(styles.key, styles.priceKey)} aria-hidden="true" /> This car
          </dt>
          <dd>{price.text}</dd>
        </div>
        <div>
          <dt>
            <span className={cx(styles.key, styles.marketKey)} aria-hidden="true" /> Market value
          </dt>
          <dd>{market.text}</dd>
        </div>
        <div>
          <dt>
            <span className={cx(styles.key, styles.fairKey)} aria-hidden="true" /> Fair price
          </dt>
          <dd>{fair.text}</dd>
        </div>
        {comparables ? (
          <div>
            <dt>
              <span className={cx(styles.key, styles.comparablesKey)} aria-hidden="true" /> Comparable cars
            </dt>
            <dd>{comparables.text}</dd>
          </div>
        ) : null}
      </dl>
    </figure>
  );
}
