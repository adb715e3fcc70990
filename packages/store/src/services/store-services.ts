import type { BrowserServices } from "./browser-services.js";
import type { StoreApi } from "./store-api.js";

/** What the sagas get from the app (ADR 080): the API client and the browser's capabilities. */
export interface StoreServices {
  api: StoreApi;
  browser: BrowserServices;
}
