import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { inventorySearchUrl, type InventorySearch } from "@carmarket/routes";
import {
  searchRemoveRequested,
  searchSaveRequested,
  selectSaveLoader,
  selectSavedSearches,
  selectSignedIn,
  useAppDispatch,
  useAppSelector,
} from "@carmarket/store";
import { signInPathFor } from "../accounts/account-paths.js";
import { SearchDigestToggle } from "../saved/search-digest-toggle.js";
import { recordSearchVisit } from "../saved/search-visits.js";
import styles from "./search.module.css";

/**
 * The URL a saved search keeps (§3 searches: search_url): the search without its page, with the ZIP
 * it ran around (also when that came from the zipcode cookie), so opening it later shows the same cars.
 */
export function savedSearchUrl(search: InventorySearch, zip: string | undefined): string {
  const { pagination: _page, ...rest } = search;
  return inventorySearchUrl(zip === undefined ? rest : { ...rest, zip });
}

/**
 * 'Save this search' (§4 saved store): saves the search for a visitor (cookie id) or in the account
 * when signed in; pressed again (aria-pressed) it removes it. The store shows 'Search saved successfully!' /
 * 'Search removed.' (§8). A saved search offers 'Email me new matches' (the daily digest, ADR 190; a visitor is
 * asked to sign in for it), and showing its results counts as a visit for its new matches (issue #26.16).
 */
export function SaveSearchButton({ search, zip }: { search: InventorySearch; zip: string | undefined }) {
  const dispatch = useAppDispatch();
  const url = savedSearchUrl(search, zip);
  const saved = useAppSelector(selectSavedSearches).find((entry) => entry.search_url === url);
  const signedIn = useAppSelector(selectSignedIn);
  const busy = useAppSelector(selectSaveLoader);
  const location = useLocation();
  const isSaved = saved !== undefined;
  useEffect(() => {
    if (isSaved) recordSearchVisit(url);
  }, [isSaved, url]);
  return (
    <div className={styles.saveSearch}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={isSaved}
        disabled={busy}
        onClick={() => dispatch(saved ? searchRemoveRequested(saved) : searchSaveRequested({ search_url: url }))}
      >
        <span aria-hidden="true">{saved ? "★ " : "☆ "}</span>
        Save this search
      </button>
      {saved === undefined ? null : signedIn ? (
        <SearchDigestToggle searchUrl={url} label="this search" initial={saved.email_digest ?? true} />
      ) : (
        <Link to={signInPathFor(new URL(`${location.pathname}${location.search}`, "http://page"))}>Sign in to get new matches by email</Link>
      )}
    </div>
  );
}
