import { parseCookie, stringifySetCookie } from "cookie";
import type { AnalyticsEvent } from "@carmarket/api-client";
import type { BrowserServices, CookieJar, GeolocationService, KeyValueStorage } from "@carmarket/store";
import type { TrackingApi } from "./browser-api.js";

/** What {@link createBrowserServices} is built from. */
export interface BrowserServicesInput {
  /** The page's window, passed in so that importing this module never touches a browser global (SSR). */
  window: Window;
  /** Client-side navigation (React Router's `navigate`). */
  navigate: (path: string) => void;
  /** Where analytics events go (§7). */
  tracking: TrackingApi;
}

// Every service is a closure, never a method using `this`: sagas invoke them unbound (`call(fn, …)`).

function geolocationOf(window: Window): GeolocationService | undefined {
  const geolocation = window.navigator.geolocation as Geolocation | undefined;
  if (!geolocation) return undefined;
  return {
    // The saga passes the §9 options (timeout 15000 ms, maximumAge 86400000 ms, high accuracy) through unchanged.
    getCurrentPosition: (options) =>
      new Promise((resolve, reject) => {
        geolocation.getCurrentPosition(({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }), reject, options);
      }),
  };
}

function localStorageOf(window: Window): KeyValueStorage {
  // Storage throws when the shopper blocks it (privacy modes, quota): treat that as "nothing stored".
  return {
    get: (key) => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Not stored: the flow goes on without persistence.
      }
    },
  };
}

function documentCookiesOf(window: Window): CookieJar {
  return {
    get: (name) => parseCookie(window.document.cookie)[name],
    set: (name, value, { maxAgeSeconds }) => {
      window.document.cookie = stringifySetCookie({
        name,
        value,
        maxAge: maxAgeSeconds,
        path: "/",
        sameSite: "lax",
        secure: window.location.protocol === "https:",
      });
    },
  };
}

function randomIdOf(window: Window): () => string {
  // getRandomValues works outside secure contexts too (randomUUID does not).
  return () => Array.from(window.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The browser implementation of the store's services (ADR 080): device geolocation, localStorage,
 * script-readable cookies with max-age, the clock, React Router navigation and §7 analytics.
 * Call it in the browser only, once, when the store is created.
 */
export function createBrowserServices({ window, navigate, tracking }: BrowserServicesInput): BrowserServices {
  return {
    geolocation: geolocationOf(window),
    storage: localStorageOf(window),
    cookies: documentCookiesOf(window),
    clock: { now: () => Date.now() },
    navigate,
    // Analytics never disturbs the shopper: a failed event is dropped.
    track: (event, payload = {}) => {
      // The store names the event and its fields (§7); the API checks them.
      tracking.trackEvent({ ...payload, name: event } as AnalyticsEvent).catch(() => undefined);
    },
    randomId: randomIdOf(window),
  };
}
