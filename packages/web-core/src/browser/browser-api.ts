import type { ApiClient } from "@carmarket/api-client";
import type { StoreApi } from "@carmarket/store";
import { lazyCalls, once, type ClientLoader } from "./lazy-calls.js";

// Every call the sagas make, by name: types are gone at run time, so the lazy delegates need the names. Typed as
// a record so a call added to StoreApi fails to compile until listed here.
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

/** The §7 analytics call (`trackEvent` of @carmarket/contract: POST /interact/event). */
export type TrackingApi = Pick<ApiClient, "trackEvent">;

/**
 * The browser's one API client (ADR 245), loaded on first use so no page carries axios in its first-load
 * JavaScript (ADR 091): same origin, the browser sends its own cookies. Sagas reach it through
 * `createBrowserStoreApi`, components through `useApiCall`; nothing else creates a client in the browser.
 */
export const loadBrowserClient: ClientLoader<ApiClient> = once(async () => {
  const { createApiClient } = await import("@carmarket/api-client");
  return createApiClient({ baseURL: "/api" });
});

/**
 * Starts loading the client before a call the shopper is about to make, so that call goes out at once
 * instead of waiting for the chunk (issue #15: a lead form opened by its URL hash paid it on the first
 * submit). A failed load is the call's to report: the call loads again.
 */
export function preloadBrowserClient(): void {
  loadBrowserClient().catch(() => undefined);
}

/**
 * The calls the store's sagas make, backed by the lazily loaded browser client. `StoreApi` is a `Pick` of the
 * client's type, but the store is created before the client's chunk loads (ADR 091), so it gets delegates
 * with the client's signatures rather than the client itself.
 */
export function createBrowserStoreApi(load: ClientLoader<StoreApi> = loadBrowserClient): StoreApi {
  return lazyCalls<StoreApi>(load, Object.keys(STORE_API_CALLS) as (keyof StoreApi)[]);
}

/** The analytics call, backed by the lazily loaded browser client. */
export function createBrowserTrackingApi(load: ClientLoader = loadBrowserClient): TrackingApi {
  return lazyCalls<TrackingApi>(load, ["trackEvent"]);
}
