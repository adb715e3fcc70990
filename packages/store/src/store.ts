import { combineSlices, configureStore } from "@reduxjs/toolkit";
import createSagaMiddleware from "redux-saga";
import { authSlice } from "./auth/auth-slice.js";
import { connectionSlice } from "./connection/connection-slice.js";
import { leadSlice } from "./lead/lead-slice.js";
import { noticeSlice } from "./notifications/notice-slice.js";
import { overlaySlice } from "./overlay/overlay-slice.js";
import { pickerSlice } from "./picker/picker-slice.js";
import { rootSaga } from "./root-saga.js";
import { savedSlice } from "./saved/saved-slice.js";
import type { StoreServices } from "./services/store-services.js";
import { geolocationSlice } from "./zip/geolocation-slice.js";
import { zipSlice } from "./zip/zip-slice.js";

/** The root reducer: one slice per feature. */
export const rootReducer = combineSlices(zipSlice, geolocationSlice, savedSlice, leadSlice, authSlice, pickerSlice, overlaySlice, noticeSlice, connectionSlice);

/** The whole state tree (see packages/store/src/README.md for its shape). */
export type RootState = ReturnType<typeof rootReducer>;

/** Options of {@link createAppStore}. */
export interface CreateAppStoreOptions {
  /** State to start from: the server's (see `initialServerState`) or, in the browser, the serialized one. */
  preloadedState?: Partial<RootState> | undefined;
  /**
   * The API client and browser services the sagas use. Omit it on the server: rendering only
   * reads state, so no saga runs and nothing touches the network or the browser.
   */
  services?: StoreServices | undefined;
}

/**
 * Creates a store: per request on the server, once in the browser. With `services`, the root
 * saga runs every §4 flow against them.
 *
 * @example
 * const store = createAppStore({ preloadedState: window.__STATE__, services: { api: createApiClient({ baseURL: "/api" }), browser } });
 */
export function createAppStore({ preloadedState, services }: CreateAppStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  if (services) sagaMiddleware.run(rootSaga, services);
  return store;
}

/** A store made by {@link createAppStore}. */
export type AppStore = ReturnType<typeof createAppStore>;

/** The store's dispatch. */
export type AppDispatch = AppStore["dispatch"];
