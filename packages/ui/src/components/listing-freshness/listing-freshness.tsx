import { daysOnMarketText, formatUnixDate } from "@carmarket/pricing";
import styles from "./listing-freshness.module.css";

/** Props of {@link ListingFreshness}. */
export interface ListingFreshnessProps {
  /** `daysOnMarket()` of `@carmarket/pricing`; `null` or omitted when unknown. */
  daysOnMarket?: number | null;
  /** The API's `last_seen_in_feed` (ISO 8601 date): when the dealer's feed last listed the car. */
  lastSeenInFeed?: string;
}

/** How long the car has been for sale and when its dealer's feed last confirmed it. */
export function ListingFreshness({ daysOnMarket, lastSeenInFeed }: ListingFreshnessProps) {
  const seenMs = lastSeenInFeed ? Date.parse(lastSeenInFeed) : Number.NaN;
  const seenValid = !Number.isNaN(seenMs);
  const daysKnown = daysOnMarket !== undefined && daysOnMarket !== null;
  if (!daysKnown && !seenValid) return null;
  return (
    <p className={styles.root}>
      {daysKnown && <span>{daysOnMarketText(daysOnMarket)}</span>}
      {seenValid && (
        <span>
          Last confirmed in the dealer&apos;s feed on <time dateTime={lastSeenInFeed}>{formatUnixDate(Math.floor(seenMs / 1000))}</time>
        </span>
      )}
    </p>
  );
}
