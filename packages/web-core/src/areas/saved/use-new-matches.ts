import { useEffect, useState } from "react";
import { searchFromInventoryUrl } from "@carmarket/routes";
import { loadBrowserClient } from "../../browser/browser-api.js";
import { listingDataParams } from "../search/search-input.js";
import { searchVisits } from "./search-visits.js";

/**
 * How many cars each saved search has found since the shopper last looked at its results (issue #26.16), read
 * after hydration: `GET /inventory/listingdata` with the search's own filters and `listed_after` the last visit.
 * A search never visited on this device, or whose count could not be read, has none.
 */
export function useNewMatches(searchUrls: readonly string[]): ReadonlyMap<string, number> {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const key = searchUrls.join("\n");
  useEffect(() => {
    let current = true;
    const visits = searchVisits();
    const asked = key
      .split("\n")
      .filter((url) => url !== "" && visits[url] !== undefined)
      .map(async (url) => {
        const { pathname, search } = new URL(url, window.location.origin);
        const filters = searchFromInventoryUrl(pathname, search);
        if (filters === null) return null;
        const api = await loadBrowserClient();
        const answer = await api.getListingData({ ...listingDataParams(filters, filters.zip), listed_after: visits[url], page_size: 1 });
        return answer === null ? null : ([url, answer.count] as const);
      })
      // A count is a convenience: a search whose count could not be read shows none.
      .map((count) => count.catch(() => null));
    void Promise.all(asked).then((found) => {
      if (current) setCounts(new Map(found.filter((entry) => entry !== null)));
    });
    return () => {
      current = false;
    };
  }, [key]);
  return counts;
}
