import { type DealerInfo, INFORMATION_NOT_AVAILABLE, type ListingLocation, type TodaysHours, directionsUrl } from "@carmarket/listing";
import { formatRating } from "@carmarket/pricing";
import { useId } from "react";
import { cx } from "../../utils/class-names.js";
import { countText } from "../../utils/count-text.js";
import styles from "./dealer-information.module.css";

/** Props of {@link DealerInformation}. */
export interface DealerInformationProps {
  /** The listing's `dealer_info`; without it (or without a name) the section says 'Information not available.' (§8). */
  dealer?: DealerInfo;
  /**
   * `todaysHours()` of `@carmarket/listing` (§4: 'OPEN TODAY' with the hours, 'CLOSED TODAY'). The page
   * computes it with the dealer's time zone so server and browser agree; omitted, no hours line shows.
   */
  today?: TodaysHours;
  /** The listing's `location`; its coordinates give the maps directions link (§2.7). */
  location?: Pick<ListingLocation, "coordinates">;
}

/** '100 Main St, Portland, OR 97201': the parts the dealer info has, in US order. */
function postalAddress({ address, city, state, zip }: DealerInfo): string {
  const region = [state, zip].filter(Boolean).join(" ");
  return [address, city, region].filter(Boolean).join(", ");
}

/** The 'Dealer Information' section of the vehicle page (§2.7, §4, §8). */
export function DealerInformation({ dealer, today, location }: DealerInformationProps) {
  const headingId = useId();
  const phones = Object.entries(dealer?.contact ?? {});
  const directions = directionsUrl(location);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Dealer Information
      </h2>
      {!dealer?.name ? (
        <p>{INFORMATION_NOT_AVAILABLE}</p>
      ) : (
        <>
          <p className={styles.name}>{dealer.dealer_url ? <a href={dealer.dealer_url}>{dealer.name}</a> : dealer.name}</p>
          {dealer.rating !== undefined && (
            <p className={styles.rating}>
              <span>{formatRating(dealer.rating)} out of 5</span>
              {dealer.rating_count !== undefined && <span> ({countText(dealer.rating_count, "review")})</span>}
            </p>
          )}
          {dealer.address && <address className={styles.address}>{postalAddress(dealer)}</address>}
          {today && (
            <p className={cx(today.status === "open" && styles.open, today.status === "closed" && styles.closed)}>
              <strong>{today.label}</strong>
              {today.hours ? ` ${today.hours}` : ""}
            </p>
          )}
          {phones.length > 0 && (
            <ul className={styles.phones} aria-label="Contact phones">
              {phones.map(([label, phone]) => (
                <li key={label}>
                  {label}: <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.links}>
            {directions && (
              <a href={directions} target="_blank" rel="noopener noreferrer">
                Get Directions
              </a>
            )}
            {dealer.website && (
              <a href={dealer.website} target="_blank" rel="noopener noreferrer">
                Visit Website
              </a>
            )}
          </p>
        </>
      )}
    </section>
  );
}
