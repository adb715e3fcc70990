import { nanoid } from "@reduxjs/toolkit";
import type { AnalyticsEvent, BrowserServices, KeyValueStorage } from "./browser-services.js";

/** What only the app knows: its router's navigation and its analytics sink. */
export interface BrowserServicesOptions {
  navigate(path: string): void;
  track(event: AnalyticsEvent, payload?: Record<string, unknown>): void;
}

// Storage throws in some private modes and when full; the store treats that as "nothing stored".
const localStore: KeyValueStorage = {
  get(key) {
    try {
      return globalThis.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      globalThis.localStorage.setItem(key, value);
    } catch {
      // not kept: the flows work without it
    }
  },
};

/**
 * The browser's real services for the sagas. Call it in the browser only (e.g. where the client
 * entry creates the store): it reads `navigator`, `localStorage` and `document.cookie` when its
 * functions run, never at import.
 *
 * @example
 * const store = createAppStore({ preloadedState, services: { api, browser: createBrowserServices({ navigate, track }) } });
 */
export function createBrowserServices({ navigate, track }: BrowserServicesOptions): BrowserServices {
  const geolocation = globalThis.navigator?.geolocation;
  return {
    geolocation: geolocation && {
      getCurrentPosition: (options) =>
        new Promise((resolve, reject) =>
          geolocation.getCurrentPosition(({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }), reject, options),
        ),
    },
    storage: localStore,
    cookies: {
      get(name) {
        const prefix = `${name}=`;
        const entry = document.cookie.split("; ").find((cookie) => cookie.startsWith(prefix));
        return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
      },
      set(name, value, { maxAgeSeconds }) {
        document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
      },
    },
    clock: { now: () => Date.now() },
    navigate,
    track,
    // randomUUID exists only in secure contexts; nanoid is unique enough for an idempotency key.
    randomId: () => globalThis.crypto?.randomUUID?.() ?? nanoid(),
  };
}
