// Test-only fakes of the services the store is given (never part of the build: tsup bundles
// from src/index.ts, which does not import this file).
import { vi } from "vitest";
import type { ReviewModel, ReviewSubmodel } from "@carmarket/api-client";
import type { BrowserServices, DevicePosition, GeolocationService } from "../services/browser-services.js";
import type { StoreApi } from "../services/store-api.js";
import { createAppStore, type RootState } from "../store.js";

/** A fake API: the given calls as spies; any other call fails the test loudly. */
export function fakeApi(calls: Partial<StoreApi> = {}) {
  return new Proxy({} as { [K in keyof StoreApi]: StoreApi[K] & ReturnType<typeof vi.fn> }, {
    get(cache, name: string) {
      const record = cache as Record<string, unknown>;
      const implementation =
        (calls as Record<string, (...args: unknown[]) => unknown>)[name] ??
        (() => {
          throw new Error(`unexpected API call ${name}`);
        });
      record[name] ??= vi.fn(implementation);
      return record[name];
    },
  });
}

/**
 * A fake `getReviewModels`. The client picks the answer's type from the query (`is_parent_submodel: 1`
 * answers submodels), a signature no plain function meets without a cast (the client's own casts too);
 * each test answers the shape its picker mode asks for.
 */
export function fakeReviewModels(answer: () => Promise<ReviewModel[] | ReviewSubmodel[] | null>): StoreApi["getReviewModels"] {
  return answer as StoreApi["getReviewModels"];
}

/** A fake geolocation answering with `position`, or rejecting with the GeolocationPositionError `code`. */
export function fakeGeolocation(outcome: DevicePosition | { code: number }): GeolocationService & {
  getCurrentPosition: ReturnType<typeof vi.fn>;
} {
  return {
    getCurrentPosition: vi.fn(() => ("code" in outcome ? Promise.reject(outcome) : Promise.resolve(outcome))),
  };
}

/** Fake browser services: in-memory storage and cookies, the (fake-timer) clock, spies elsewhere. */
function fakeBrowser(overrides: Partial<BrowserServices> = {}) {
  const storage = new Map<string, string>();
  const cookies = new Map<string, { value: string; maxAgeSeconds: number }>();
  let ids = 0;
  const browser = {
    geolocation: undefined,
    storage: { get: vi.fn((key: string) => storage.get(key) ?? null), set: vi.fn((key: string, value: string) => void storage.set(key, value)) },
    cookies: {
      get: vi.fn((name: string) => cookies.get(name)?.value),
      set: vi.fn((name: string, value: string, options: { maxAgeSeconds: number }) => void cookies.set(name, { value, ...options })),
    },
    clock: { now: () => Date.now() },
    navigate: vi.fn(),
    track: vi.fn(),
    randomId: vi.fn(() => `key-${++ids}`),
    ...overrides,
  } satisfies BrowserServices;
  return { browser, storage, cookies };
}

/** A real store running the real sagas against fakes. */
export function setup({
  api = fakeApi(),
  preloadedState,
  ...browserOverrides
}: { api?: ReturnType<typeof fakeApi>; preloadedState?: Partial<RootState> } & Partial<BrowserServices> = {}) {
  const fakes = fakeBrowser(browserOverrides);
  const store = createAppStore({ preloadedState, services: { api, browser: fakes.browser } });
  return { store, api, ...fakes };
}

/** Lets pending promises and zero-delay timers run (tests use fake timers). */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** An axios-style error: an HTTP answer with `status` and `data`, or none (network failure). */
export function httpError(status?: number, data?: unknown) {
  return Object.assign(new Error("request failed"), {
    isAxiosError: true,
    ...(status === undefined ? {} : { response: { status, data } }),
  });
}
