// §9 business constants and the storage names the store reads and writes.

const DAY_MS = 86_400_000;

/** §9 / api-contract: the script-readable zip cookie and its lifetime (30 days), in seconds. */
export const ZIP_COOKIE = { name: "zipcode", maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** §9: the zip popup opens by itself this long after mount when no zip is known. */
export const ZIP_POPUP_DELAY_MS = 60_000;

/** §9: after the zip popup is closed it stays hidden this long. */
export const ZIP_POPUP_SUPPRESSION_MS = 15 * DAY_MS;

/** §9 geolocation: timeout 15000 ms, cached position up to 86400000 ms, high accuracy. */
export const GEOLOCATION_OPTIONS = { timeout: 15_000, maximumAge: DAY_MS, enableHighAccuracy: true } as const;

/** §2.1 / §9: after a successful password reset the shopper goes to /sign-in this much later. */
export const RESET_REDIRECT_DELAY_MS = 1_500;

/** §9: a notification fades after 3 s. */
export const NOTICE_FADE_MS = 3_000;

/** Issue #28.4: pauses before sending kept hearts again when a send got no answer although the browser said online. */
export const PENDING_RETRY_PAUSES_MS = [2_000, 5_000, 15_000, 30_000] as const;

/** Lead submission: attempts on network failure and the first back-off (doubled each retry); ADR 083. */
export const LEAD_RETRY = { attempts: 3, firstBackoffMs: 1_000 } as const;

/** Account routes of §2.1. */
export const ACCOUNT_PATHS = { afterSignIn: "/myaccount", signIn: "/sign-in", afterSignOut: "/" } as const;

/** Local storage keys (§3, §6; the others named in packages/store/src/README.md). */
export const STORAGE_KEYS = {
  /** §6: the visitor's cookie id. */
  savedId: "saved_id",
  /** §4: VIN → true map of cars the shopper has viewed. */
  viewedCars: "viewed_cars",
  /** §3: VINs already contacted. */
  selectedVins: "selected_vins",
  /** §4: the lead form's fields, restored when no VIN is set. */
  leadData: "lead_data",
  /** Issue #28.4: hearts tapped offline, not sent yet ({ vin, change, listing, signedIn }[]). */
  pendingSaves: "pending_saves",
  /** Issue #28.3: the saved cars and searches as last loaded ({ signedIn, vins, searches }), for when offline. */
  savedCopy: "saved_copy",
  /** §4: when the zip popup was last closed (epoch ms). */
  zipPopupClosedAt: "zip_popup_closed_at",
} as const;
