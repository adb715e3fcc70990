import { useEffect, useState, type ReactNode } from "react";
import { Provider } from "react-redux";
import { useNavigate } from "react-router";
import { appMounted, connectionChanged, createAppStore, savedHydrateRequested, type RootState } from "@carmarket/store";
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
  const [store] = useState(() => (typeof window === "undefined" ? createAppStore({ preloadedState: serverState }) : browserStore(serverState)));
  // What the server rendered from. Parts of the page hydrate late (lazy page chunks); by then the
  // sagas may have changed the store (§4 saved cars loaded). Hydrating from the live state would
  // leave the server's attributes in place (React does not patch them), so a saved heart stayed
  // unpressed; hydrating from this snapshot and then re-rendering updates them.
  const [hydrationState] = useState(() => store.getState());
  useEffect(() => {
    setStoreNavigate((path) => void navigate(path));
  }, [navigate]);
  // After hydration, so the first browser render matches the server HTML: only now do the sagas
  // read local storage and check for geolocation (packages/store/src/README.md). Then the saved cars and searches
  // (§4 hydrate) load for the cookie id local storage just gave back, so every heart shows saved.
  useEffect(() => {
    // Offline, hearts are kept and sent when the connection returns, and leads wait (issue #28.4).
    const reportConnection = () => store.dispatch(connectionChanged(navigator.onLine));
    reportConnection();
    window.addEventListener("online", reportConnection);
    window.addEventListener("offline", reportConnection);
    store.dispatch(appMounted());
    store.dispatch(savedHydrateRequested());
    return () => {
      window.removeEventListener("online", reportConnection);
      window.removeEventListener("offline", reportConnection);
    };
  }, [store]);
  return (
    <Provider store={store} serverState={hydrationState}>
      {children}
    </Provider>
  );
}
