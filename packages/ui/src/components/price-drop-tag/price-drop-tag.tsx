import type { PriceDrop } from "@carmarket/pricing";
import { cx } from "../../utils/class-names.js";
import hidden from "../../utils/visually-hidden.module.css";
import styles from "./price-drop-tag.module.css";

/** Props of {@link PriceDropTag}. */
export interface PriceDropTagProps {
  /** `priceDrop()` of @carmarket/pricing; nothing is rendered for `null`. */
  drop: PriceDrop | null;
  /** Words after the amount, e.g. 'since you saved it' (issue #26.16); without them the tag reads '↓ $1,100'. */
  since?: string;
  className?: string;
}

/**
 * A price that fell (issue #26.13): '↓ $1,100' on cards and beside the vehicle page's price, read as 'Price
 * dropped $1,100'; with `since`, the saved cars' 'Price dropped $1,100 since you saved it' (issue #26.16).
 */
export function PriceDropTag({ drop, since, className }: PriceDropTagProps) {
  if (drop === null) return null;
  if (since !== undefined) {
    return (
      <span className={cx(styles.tag, className)}>
        {drop.label} {since}
      </span>
    );
  }
  return (
    <span className={cx(styles.tag, className)}>
      <span aria-hidden="true">{drop.tag}</span>
      <span className={hidden.visuallyHidden}>{drop.label}</span>
    </span>
  );
}
