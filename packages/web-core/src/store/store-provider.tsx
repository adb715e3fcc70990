import { useEffect, useState, type ReactNode } from "react";
import { Provider } from "react-redux";
import { useNavigate } from "react-router";
import { appMounted, createAppStore, savedHydrateRequested, type RootState } from "@carmarket/store";
import { browserStore, setStoreNavigate } from "./browser-store.js";

/** Props of {@link StoreProvider}. */
export interface StoreProviderProps {
  /** The state the server started from (root loader's `storeState`). */
  serverState: Partial<RootState>;
  children: ReactNode;
}

/**
 * Provides the redux store: on the server a fresh store per request (rendering only reads it, no
 * saga runs), in the browser the page's single store hydrated from the same state, told once
 * mounted that it may read the browser (`appMounted`).
 */
export function StoreProvider({ serverState, children }: StoreProviderProps) {
  const navigate = useNavigate();
  const [store] = useState(() =>
    typeof window === "undefined" ? createAppStore({ preloadedState: serverState }) : browserStore(serverState),
  );
  useEffect(() => {
    setStoreNavigate((path) => void navigate(path));
  }, [navigate]);
  // After hydration, so the first browser render matches the server HTML: only now do the sagas
  // read local storage and check for geolocation (docs/store.md). Then the saved cars and searches
  // (§4 hydrate) load for the cookie id local storage just gave back, so every heart shows saved.
  useEffect(() => {
    store.dispatch(appMounted());
    store.dispatch(savedHydrateRequested());
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
