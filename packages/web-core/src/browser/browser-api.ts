import type { ApiClient } from "@carmarket/api-client";
import type { StoreApi } from "@carmarket/store";
import { lazyCalls, once, type ClientLoader } from "./lazy-calls.js";

// Every call the sagas make; typed as a record so a call added to StoreApi fails to compile until listed here.
const STORE_API_CALLS: Record<keyof StoreApi, true> = {
  lookupZip: true,
  lookupLocation: true,
  getReviewModels: true,
  getSaleModels: true,
  getRankingList: true,
  getCookieData: true,
  saveCookieData: true,
  removeCookieData: true,
  getUserSaved: true,
  saveUserVin: true,
  removeUserVin: true,
  saveUserSearch: true,
  removeUserSearch: true,
  clearUserSearches: true,
  submitLead: true,
  signIn: true,
  signUp: true,
  signOut: true,
  verifyEmail: true,
  resendVerification: true,
  forgotPassword: true,
  resetPassword: true,
  changePassword: true,
  updateDetails: true,
};

/** The §7 analytics call (docs/api-contract.md `trackEvent`: POST /interact/event). */
export type TrackingApi = Pick<ApiClient, "trackEvent">;

/** The browser's API client, loaded on first use: same origin, the browser sends its own cookies. */
export const loadBrowserClient: ClientLoader = once(async () => {
  const { createApiClient } = await import("@carmarket/api-client");
  return createApiClient({ baseURL: "/api" });
});

/** The calls the store's sagas make, backed by the lazily loaded browser client. */
export function createBrowserStoreApi(load: ClientLoader = loadBrowserClient): StoreApi {
  return lazyCalls<StoreApi>(load, Object.keys(STORE_API_CALLS) as (keyof StoreApi)[]);
}

/** The analytics call, backed by the lazily loaded browser client. */
export function createBrowserTrackingApi(load: ClientLoader = loadBrowserClient): TrackingApi {
  return lazyCalls<TrackingApi>(load, ["trackEvent"]);
}
