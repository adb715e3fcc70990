import { RATING_MAX, formatRating } from "@carmarket/pricing";
import type { CSSProperties } from "react";
import { cx } from "../../utils/class-names.js";
import { countText } from "../../utils/count-text.js";
import styles from "./star-rating.module.css";

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** Rating from 0 to 5 (e.g. dealer_rating, §3). */
  value: number;
  /** Number of reviews, shown after the rating. */
  count?: number;
  className?: string;
}

/** A star rating shown with one decimal out of 5 (§9), e.g. '4.3' and 4.3 filled stars. */
export function StarRating({ value, count, className }: StarRatingProps) {
  const text = formatRating(value);
  const fill: CSSProperties = { width: `${(Number(text) / RATING_MAX) * 100}%` };
  return (
    <span className={cx(styles.rating, className)}>
      <span className={styles.stars} role="img" aria-label={`Rated ${text} out of ${RATING_MAX}`}>
        <span className={styles.empty} aria-hidden="true">
          ★★★★★
        </span>
        <span className={styles.filled} style={fill} aria-hidden="true">
          ★★★★★
        </span>
      </span>
      <span className={styles.value} aria-hidden="true">
        {text}
      </span>
      {count === undefined ? null : <span className={styles.count}>({countText(count, "review")})</span>}
    </span>
  );
}
