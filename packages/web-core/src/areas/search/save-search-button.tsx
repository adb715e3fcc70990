import { inventorySearchUrl, type InventorySearch } from "@carmarket/routes";
import {
  searchRemoveRequested,
  searchSaveRequested,
  selectSaveLoader,
  selectSavedSearches,
  useAppDispatch,
  useAppSelector,
} from "@carmarket/store";
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
 * 'Search removed.' (§8).
 */
export function SaveSearchButton({ search, zip }: { search: InventorySearch; zip: string | undefined }) {
  const dispatch = useAppDispatch();
  const url = savedSearchUrl(search, zip);
  const saved = useAppSelector(selectSavedSearches).find((entry) => entry.search_url === url);
  const busy = useAppSelector(selectSaveLoader);
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={saved !== undefined}
      disabled={busy}
      onClick={() => dispatch(saved ? searchRemoveRequested(saved) : searchSaveRequested({ search_url: url }))}
    >
      <span aria-hidden="true">{saved ? "★ " : "☆ "}</span>
      Save this search
    </button>
  );
}
