import { useCallback } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import {
  applyFilterChange,
  inventorySearchUrl,
  searchFromInventoryUrl,
  type FilterInput,
  type InventorySearch,
  type SearchKey,
  VIN_QUERY_KEY,
} from "@carmarket/routes";

/**
 * The URL of the search with one key changed (§4 clearing rules through `applyFilterChange`).
 * Any change but paging starts again at page 1: the old page number may not exist any more.
 */
export function searchUrlWith(search: InventorySearch, key: SearchKey, value: FilterInput): string {
  const next = applyFilterChange(search, key, value);
  if (key === "pagination") return inventorySearchUrl(next);
  const { pagination: _page, ...rest } = next;
  return inventorySearchUrl(rest);
}

/** What the filter controls need: the search to show and how to change it. */
export interface SearchNavigation {
  /** The search being shown, or the one being loaded while a change is on its way (optimistic controls). */
  search: InventorySearch;
  /** URL of the search with one key changed. */
  urlFor: (key: SearchKey, value: FilterInput) => string;
  /** Changes one key: a client-side navigation to the new URL, so the loader runs again and Back restores it (§2.5). */
  change: (key: SearchKey, value: FilterInput) => void;
}

/**
 * Filter changes as navigations: the URL holds the whole search (packages/routes), so links are
 * shareable and Back/Forward work. The hash is kept, so the mobile overlay opened by it stays open.
 */
export function useSearchNavigation(shown: InventorySearch): SearchNavigation {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const pending = useNavigation().location;
  // a pending search shows in the controls at once; a pending car page (?vin=) is not a search
  const pendingSearch = pending && !new URLSearchParams(pending.search).has(VIN_QUERY_KEY) ? searchFromInventoryUrl(pending.pathname, pending.search) : null;
  const search = pendingSearch ?? shown;
  const urlFor = useCallback((key: SearchKey, value: FilterInput) => searchUrlWith(search, key, value), [search]);
  const change = useCallback(
    (key: SearchKey, value: FilterInput) => void navigate(`${urlFor(key, value)}${hash}`, { preventScrollReset: true }),
    [navigate, urlFor, hash],
  );
  return { search, urlFor, change };
}
