import { createAppStore, type AppStore, type RootState } from "@carmarket/store";
import { createBrowserStoreApi, createBrowserTrackingApi } from "../browser/browser-api.js";
import { createBrowserServices } from "../browser/browser-services.js";

let store: AppStore | undefined;
let navigateTo: ((path: string) => void) | undefined;

/** Points the store's navigation service at the router's current `navigate`. */
export function setStoreNavigate(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

/**
 * The page's one store in the browser: created from the server's state on first call, with the
 * sagas running against the browser services; later calls return the same store (remounts and
 * client navigations never reset it or start the sagas twice).
 */
export function browserStore(serverState: Partial<RootState>): AppStore {
  store ??= createAppStore({
    preloadedState: serverState,
    services: {
      api: createBrowserStoreApi(),
      browser: createBrowserServices({
        window,
        navigate: (path) => navigateTo?.(path),
        tracking: createBrowserTrackingApi(),
      }),
    },
  });
  return store;
}
