import type { ReactNode } from "react";
import { Link } from "react-router";
import { comparePath, searchLabel } from "@carmarket/routes";
import { Button } from "@carmarket/ui/button";
import { searchRemoveRequested, searchesClearRequested, selectSaveLoader, type SavedVin, useAppDispatch, useAppSelector } from "@carmarket/store";
import grid from "../../listing/card-grid.module.css";
import styles from "../accounts/accounts.module.css";
import { SavedCarCard } from "./saved-car-card.js";
import { SavedCompareLink } from "./saved-compare-link.js";
import { useNewMatches } from "./use-new-matches.js";
import type { SavedLists } from "./use-saved-lists.js";

/** Saved cars (§3, §4): a kit listing card per car, for visitors and accounts alike; each links to its car (§2.1), its heart removes it. */
export function SavedCars({ vins, headingLevel = 2 }: { vins: SavedVin[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby="saved-cars">
      <Heading className={styles.sectionTitle} id="saved-cars">
        Saved Cars
      </Heading>
      {vins.length === 0 ? (
        <p>You have not saved any cars yet. Tap the heart on a car to keep it here.</p>
      ) : (
        <>
          <ul className={grid.grid}>
            {vins.map((car) => (
              <li key={car._id}>
                <SavedCarCard car={car} headingLevel={headingLevel === 2 ? 3 : 4} />
              </li>
            ))}
          </ul>
          <SavedCompareLink vins={vins} />
        </>
      )}
      {/* Where a shopper decides, the model comparison is one tap away too (issue #27.2). */}
      <p>
        <Link to={comparePath([])}>Compare models side by side</Link>
      </p>
    </section>
  );
}

/**
 * Saved searches (§4): open one, remove one, or clear them all, each with the cars new since the shopper last looked
 * at it (issue #26.16); `actions` adds a row's own controls (the account's email toggle).
 */
export function SavedSearches({
  searches,
  headingLevel = 2,
  actions,
}: Pick<SavedLists, "searches"> & { headingLevel?: 2 | 3; actions?: (searchUrl: string, label: string) => ReactNode }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectSaveLoader);
  const newMatches = useNewMatches(searches.map((search) => search.search_url));
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby="saved-searches">
      <Heading className={styles.sectionTitle} id="saved-searches">
        Saved Searches
      </Heading>
      {searches.length === 0 ? (
        <p>You have no saved searches.</p>
      ) : (
        <>
          <ul className={styles.list}>
            {searches.map((search) => {
              const label = searchLabel(search.search_url);
              return (
                <li className={styles.item} key={search.search_url}>
                  <Link to={search.search_url}>{label}</Link>
                  <NewMatches count={newMatches.get(search.search_url)} />
                  {actions?.(search.search_url, label)}
                  <Button variant="secondary" loading={busy} onClick={() => dispatch(searchRemoveRequested(search))} aria-label={`Remove ${label}`}>
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
          <p>
            <Button variant="ghost" loading={busy} onClick={() => dispatch(searchesClearRequested())}>
              Clear all searches
            </Button>
          </p>
        </>
      )}
    </section>
  );
}

/** 'N new since your last visit' beside a saved search (issue #26.16); nothing when none or unknown. */
function NewMatches({ count }: { count: number | undefined }) {
  if (count === undefined || count === 0) return null;
  return <span className={styles.newMatches}>{count.toLocaleString("en-US")} new since your last visit</span>;
}
