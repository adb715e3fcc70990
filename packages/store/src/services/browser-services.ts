// What the sagas need from the browser, as plain functions the apps provide (ADR 080). Nothing
// here touches window, document or storage: the store stays import-safe on the server.

/** §9 geolocation request options, in the shape of the DOM's PositionOptions. */
export interface PositionRequest {
  timeout: number;
  maximumAge: number;
  enableHighAccuracy: boolean;
}

/** A device position in degrees. */
export interface DevicePosition {
  latitude: number;
  longitude: number;
}

/**
 * The device's position, promise-style. Rejects like the DOM's GeolocationPositionError: an
 * object whose `code` is 1 (permission denied), 2 (position unavailable) or 3 (timeout).
 */
export interface GeolocationService {
  getCurrentPosition(options: PositionRequest): Promise<DevicePosition>;
}

/** Local storage: text values by key (`null` when absent). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** Script-readable cookies (never the HttpOnly session cookie, §6). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeSeconds: number }): void;
}

/** The analytics events of §7. */
export type AnalyticsEvent = "zip_submit" | "zippop_closed" | "leadform_opened" | "vin_clicked";

/** Everything the sagas need from the page they run in. */
export interface BrowserServices {
  /** `undefined` when the browser has no geolocation (§4: the Locate button is then disabled). */
  geolocation: GeolocationService | undefined;
  storage: KeyValueStorage;
  cookies: CookieJar;
  clock: { now(): number };
  /** Client-side navigation to a path of this site (or a model's URL, §4 picker). */
  navigate(path: string): void;
  track(event: AnalyticsEvent, payload?: Record<string, unknown>): void;
  /** A fresh random id (idempotency keys of lead submissions). */
  randomId(): string;
}
