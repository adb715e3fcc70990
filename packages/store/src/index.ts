/**
 * Redux slices and redux-saga flows shared by the CarMarket apps (spec §4): zip, geolocation,
 * saved items, leads, accounts, pickers, overlays and notifications. See packages/store/src/README.md.
 * @packageDocumentation
 */
export { createAppStore, rootReducer, type AppDispatch, type AppStore, type CreateAppStoreOptions, type RootState } from "./store.js";
export { useAppDispatch, useAppSelector, useAppStore } from "./hooks.js";
export { serializeState } from "./serialize-state.js";
export { initialServerState, type RequestFacts } from "./server-state.js";
export { rootSaga } from "./root-saga.js";
export { appMounted } from "./app-mounted.js";
export type { StoreServices } from "./services/store-services.js";
export type * from "./services/store-api.js";
export type * from "./services/browser-services.js";
export { MESSAGES } from "./shared/messages.js";
export { serverMessage } from "./shared/errors.js";
export {
  ACCOUNT_PATHS,
  GEOLOCATION_OPTIONS,
  NOTICE_FADE_MS,
  STORAGE_KEYS,
  ZIP_COOKIE,
  ZIP_POPUP_DELAY_MS,
  ZIP_POPUP_SUPPRESSION_MS,
  RESET_REDIRECT_DELAY_MS,
} from "./shared/constants.js";

export * from "./zip/zip-slice.js";
export * from "./zip/geolocation-slice.js";
export * from "./saved/saved-slice.js";
/** An account's saved car (GET /user/saved entry) as the saved list keeps it; pages that load the list on the server use it too. */
export { fromUserVin as savedVinFromAccount } from "./saved/saved-saga.js";
export { savedCopyOf, type SavedCopy } from "./saved/saved-copy.js";
export * from "./lead/lead-slice.js";
export * from "./auth/auth-slice.js";
export * from "./picker/picker-slice.js";
export * from "./overlay/overlay-slice.js";
export * from "./notifications/notice-slice.js";
export * from "./connection/connection-slice.js";
