import { useEffect, useState } from "react";
import type { UserSaved } from "@carmarket/api-client";
import {
  savedHydrated,
  savedVinFromAccount,
  selectSavedSearches,
  selectSavedVins,
  type SavedSearch,
  type SavedVin,
  useAppDispatch,
  useAppSelector,
} from "@carmarket/store";

/** The saved cars and searches a page lists. */
export interface SavedLists {
  vins: SavedVin[];
  searches: SavedSearch[];
}

/** A signed-in user's saved items as the loader read them (GET /user/saved), in the store's shape. */
export function accountLists(saved: UserSaved): SavedLists {
  return { vins: saved.vins.map(savedVinFromAccount), searches: saved.searches };
}

/**
 * The saved lists of the page (§3 saved store, §4 hydrate). Signed in: the loader's lists render on
 * the server and the first browser render, then seed the store, whose flows remove and clear.
 * Visitor: the store's lists, which the shell loads after mount by the cookie id in local storage (§6).
 */
export function useSavedLists(server: SavedLists | null): SavedLists {
  const dispatch = useAppDispatch();
  const [seeded, setSeeded] = useState(false);
  const vins = useAppSelector(selectSavedVins);
  const searches = useAppSelector(selectSavedSearches);

  useEffect(() => {
    if (server) {
      dispatch(savedHydrated(server));
      setSeeded(true);
    }
  }, [dispatch, server]);

  return server && !seeded ? server : { vins, searches };
}
