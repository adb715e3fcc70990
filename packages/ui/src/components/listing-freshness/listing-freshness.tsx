import { formatShortDate } from "../price-history/format.js";
import styles from "./listing-freshness.module.css";

/** Props of {@link ListingFreshness}. */
export interface ListingFreshnessProps {
  /** Whole days since `date_of_release_in_market`, computed by the listing package. */
  daysOnMarket?: number;
  /** The API's `last_seen_in_feed` (ISO 8601 date): when the dealer's feed last listed the car. */
  lastSeenInFeed?: string;
}

/** How long the car has been for sale and when its dealer's feed last confirmed it. */
export function ListingFreshness({ daysOnMarket, lastSeenInFeed }: ListingFreshnessProps) {
  const seen = lastSeenInFeed ? new Date(lastSeenInFeed) : undefined;
  const seenValid = seen && !Number.isNaN(seen.getTime());
  if (daysOnMarket === undefined && !seenValid) return null;
  return (
    <p className={styles.root}>
      {daysOnMarket !== undefined && (
        <span>
          {daysOnMarket} {daysOnMarket === 1 ? "day" : "days"} on market
        </span>
      )}
      {seenValid && (
        <span>
          Last confirmed in the dealer&apos;s feed on <time dateTime={lastSeenInFeed}>{formatShortDate(seen)}</time>
        </span>
      )}
    </p>
  );
}
