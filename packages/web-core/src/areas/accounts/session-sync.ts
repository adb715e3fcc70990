import { useEffect } from "react";
import { selectSignedIn, signedIn, signedOut, useAppDispatch, useAppStore } from "@carmarket/store";

/**
 * Marks the store signed in when an account page's loader found the session (the root only knows
 * whether a session cookie came with the first request, and does not run again). Runs when the page
 * mounts, not on later store changes, so a sign-out from this page is not undone before it navigates.
 */
export function useSignedInSync(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (!selectSignedIn(store.getState())) dispatch(signedIn());
  }, [dispatch, store]);
}

/**
 * Marks the store signed out on /sign-in, whose loader lets only visitors without a live session
 * through: a header still showing Sign Out there (the session ended on another device) is stale.
 */
export function useSignedOutSync(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (selectSignedIn(store.getState())) dispatch(signedOut());
  }, [dispatch, store]);
}
