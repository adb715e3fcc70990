import { useMemo } from "react";
import { displayPrice } from "@carmarket/pricing";
import { HOME_PATH, safeRedirect, searchLabel } from "@carmarket/routes";
import { savedCopyOf, STORAGE_KEYS, type SavedCopy } from "@carmarket/store";
import { browserStorage } from "../../browser/browser-storage.js";
import { useHydrated } from "../../hydration.js";
import styles from "../accounts/accounts.module.css";
import { savedCarListing } from "./saved-car-card.js";

/**
 * This device's last copy of the saved lists (issue #28.3, ADR 303), read in the browser only (the server never
 * knows it) while `read` holds; null when there is none. Signing out empties it (#28.5).
 */
export function useSavedCopy(read: boolean): SavedCopy | null {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated && read ? savedCopyOf(browserStorage()?.getItem(STORAGE_KEYS.savedCopy)) : null), [hydrated, read]);
}

/** The note on saved lists shown without a connection: they are this device's last copy, of that time when known. */
function lastCopyNote(savedAt: number | null): string {
  const when = savedAt === null ? "" : `, from ${new Date(savedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}`;
  return `Your last copy${when}. You are offline: changes made elsewhere since then do not show.`;
}

/** {@link lastCopyNote} as the status line above the lists. */
export function LastCopyNote({ savedAt }: { savedAt: number | null }) {
  return (
    <p className={styles.intro} role="status">
      {lastCopyNote(savedAt)}
    </p>
  );
}

/**
 * The copy's lists as plain links, for the offline page: a signed-in shopper's saved page is never kept by the
 * service worker (no-store, #25.4), so offline its list comes from here. Read only: the hearts and buttons of the
 * saved page act through the store, whose session the offline page (one copy for everyone) does not know.
 */
export function SavedCopyLists({ copy }: { copy: SavedCopy }) {
  return (
    <section className={styles.section} aria-labelledby="saved-copy">
      <h2 className={styles.sectionTitle} id="saved-copy">
        Your saved cars and searches
      </h2>
      <LastCopyNote savedAt={copy.savedAt} />
      <h3>Saved Cars</h3>
      {copy.vins.length === 0 ? (
        <p>No saved cars.</p>
      ) : (
        <ul className={styles.list}>
          {copy.vins.map((car) => {
            const listing = savedCarListing(car);
            return (
              <li className={styles.item} key={car._id}>
                {/* A document load: the worker answers it from its copy of the car's page, or with this page. */}
                <a href={listing.url}>{listing.vin_name}</a>
                {car.is_sold ? <span className={styles.sold}>Sold</span> : <span>{displayPrice(car).text}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <h3>Saved Searches</h3>
      {copy.searches.length === 0 ? (
        <p>No saved searches.</p>
      ) : (
        <ul className={styles.list}>
          {copy.searches.map((search) => (
            <li className={styles.item} key={search.search_url}>
              {/* Local storage is the shopper's to edit: only a path of this site becomes a link. */}
              <a href={safeRedirect(search.search_url, HOME_PATH)}>{searchLabel(search.search_url)}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
