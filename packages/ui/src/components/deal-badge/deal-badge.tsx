import type { DealRating } from "@carmarket/pricing";
import { cx } from "../../utils/class-names.js";
import styles from "./deal-badge.module.css";

/** Props of {@link DealBadge}. */
export interface DealBadgeProps {
  /** The §9 rating from `dealRating()` of @carmarket/pricing. */
  rating: DealRating;
  className?: string;
}

/**
 * The §9 deal label ('Excellent Deal' … 'Overpriced') coloured by its flag class. An `uncertain`
 * rating has no label, so nothing is rendered.
 */
export function DealBadge({ rating, className }: DealBadgeProps) {
  if (rating.label === null) return null;
  return (
    <span className={cx(styles.badge, styles[rating.flag], className)} data-flag={rating.flag}>
      {rating.label}
    </span>
  );
}
