import { useCallback, useEffect, useEffectEvent } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import { overlayFromHash } from "@carmarket/routes";
import { hashChanged, overlayClosed, pageLoaded, useAppDispatch } from "@carmarket/store";
import { leadPageOf } from "./lead-page.js";

/**
 * Connects the URL to the overlay store (§2.3, §2.4): every hash is handed to the store (a known
 * one opens its overlay), and every page load reports its query, hash and page of origin so
 * `popup=true` opens the lead-form popup after its delay unless the hash contains 'vin'.
 */
export function useUrlOverlays(): void {
  const { pathname, search, hash } = useLocation();
  const handles = useMatches().map((match) => match.handle);
  const dispatch = useAppDispatch();
  const reportPage = useEffectEvent(() => {
    dispatch(pageLoaded({ search, hash, page: leadPageOf(pathname, search, handles) }));
  });

  useEffect(() => {
    if (hash) dispatch(hashChanged(hash));
  }, [hash, dispatch]);

  // Once per page (path or query change), not on hash changes: closing an overlay clears the hash
  // and must not reopen the popup.
  useEffect(() => {
    reportPage();
  }, [pathname, search]);
}

/**
 * Closes the open overlay; when the URL hash is what opened it, the hash is removed too (replacing
 * the history entry), so Back does not reopen it and the same link can open it again.
 */
export function useCloseOverlay(): () => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(overlayClosed());
    if (overlayFromHash(hash)) void navigate({ pathname, search, hash: "" }, { replace: true, preventScrollReset: true });
  }, [dispatch, hash, navigate, pathname, search]);
}
