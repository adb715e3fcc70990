import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { selectZipcode, useAppSelector } from "@carmarket/store";
import type { InventorySearch } from "@carmarket/routes";
import type { SearchNavigation } from "./use-search-navigation.js";

/**
 * A ZIP set anywhere on the page (header popup, Locate Me, footer, sticky bar) reaches the search (§4 zip store,
 * issue #26.2: the header showed the new ZIP while the cars stayed the old area's until a reload). A search whose
 * URL names its ZIP moves to the new one (page 1); one that took the ZIP from the cookie runs again, the store having
 * written the cookie by then.
 */
export function useZipFollows(search: InventorySearch, nav: SearchNavigation): void {
  const zipcode = useAppSelector(selectZipcode);
  const { revalidate } = useRevalidator();
  const seen = useRef(zipcode);
  useEffect(() => {
    if (seen.current === zipcode) return;
    seen.current = zipcode;
    if (!zipcode) return;
    if (search.zip === undefined) void revalidate();
    else if (search.zip !== zipcode) nav.change("zip", zipcode);
  }, [zipcode, search.zip, revalidate, nav]);
}
