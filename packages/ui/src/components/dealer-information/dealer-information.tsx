import type { DealerInfo } from "@carmarket/listing";
import { useId } from "react";
import styles from "./dealer-information.module.css";

/** Today's opening state, computed from `dealer_info.timing` by the domain package (§3, §4). */
export interface TodaysHours {
  /** False when today's timing text is 'closed'. */
  open: boolean;
  /** Today's hours text, e.g. `9:00 AM - 6:00 PM`, shown after 'OPEN TODAY'. */
  hours?: string;
}

/** Props of {@link DealerInformation}. */
export interface DealerInformationProps {
  /** The listing's `dealer_info`; without it (or without a name) the section says 'Information not available.' (§8). */
  dealer?: DealerInfo;
  /** Today's hours; omitted when the dealer sends no timing for today. */
  today?: TodaysHours;
  /** Maps directions link built from the listing's latitude and longitude (§2.7); omitted without coordinates. */
  directionsUrl?: string;
}

/** The 'Dealer Information' section of the vehicle page (§2.7, §4, §8). */
export function DealerInformation({ dealer, today, directionsUrl }: DealerInformationProps) {
  const headingId = useId();
  const phones = Object.entries(dealer?.contact ?? {});
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Dealer Information
      </h2>
      {!dealer?.name ? (
        <p>Information not available.</p>
      ) : (
        <>
          <p className={styles.name}>{dealer.dealer_url ? <a href={dealer.dealer_url}>{dealer.name}</a> : dealer.name}</p>
          {dealer.rating !== undefined && (
            <p className={styles.rating}>
              {/* §9: rating with one decimal out of 5 */}
              <span>{dealer.rating.toFixed(1)} out of 5</span>
              {dealer.rating_count !== undefined && <span> ({dealer.rating_count} reviews)</span>}
            </p>
          )}
          {dealer.address && (
            <address className={styles.address}>
              {dealer.address}
              {dealer.zip ? ` ${dealer.zip}` : ""}
            </address>
          )}
          {today && (
            <p className={today.open ? styles.open : styles.closed}>
              <strong>{today.open ? "OPEN TODAY" : "CLOSED TODAY"}</strong>
              {today.open && today.hours ? ` ${today.hours}` : ""}
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
            {directionsUrl && (
              <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
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
