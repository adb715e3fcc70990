import { NEWS_BASE_PATH } from "./site-paths.js";
import { toSearchParams } from "./path-parts.js";
import type { QueryInput } from "./path-parts.js";

/** Height of the bottom spacer added inside the app (§2.3), in CSS pixels. */
export const APP_BOTTOM_SPACER_PX = 100;

/** Header hidden when the query parameter `app` equals `1` (§2.3). */
export function isHeaderHidden(query: QueryInput): boolean {
  return toSearchParams(query).get("app") === "1";
}

/**
 * Page opened inside the mobile app: query parameter `app` is set (any value, §2.3). Then author
 * links are plain links and a {@link APP_BOTTOM_SPACER_PX} spacer is added at the bottom.
 */
export function isAppMode(query: QueryInput): boolean {
  return toSearchParams(query).has("app");
}

/**
 * Whether the featured, trending, handpicked and recent news lists and the share buttons show
 * (§2.3: `isapp` equal `0` means not inside the app). A missing `isapp` is treated as "not inside
 * the app" too, so ordinary web visitors see them; any other value hides them.
 */
export function showsWebOnlyNewsBlocks(query: QueryInput): boolean {
  const isapp = toSearchParams(query).get("isapp");
  return isapp === null || isapp === "0";
}

/** Query key of the optional lead popup delay in seconds (name chosen by this project). */
export const POPUP_DELAY_QUERY_KEY = "delay";

/**
 * Lead-form popup rule (§2.3): with `popup=true` the popup opens after `delay` seconds (missing or
 * invalid gives 0), unless the URL hash contains `vin`. Returns the delay in seconds, or `null`
 * when the popup must not open.
 */
export function leadPopupDelay(query: QueryInput, hash: string): number | null {
  const params = toSearchParams(query);
  if (params.get("popup") !== "true" || hash.includes("vin")) return null;
  const raw = params.get(POPUP_DELAY_QUERY_KEY)?.trim() ?? "";
  const seconds = raw === "" ? 0 : Number(raw);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** News pages (paths starting `/news/`) show the top ad banner (§2.3). */
export function hasTopAdBanner(pathname: string): boolean {
  return pathname.startsWith(`${NEWS_BASE_PATH}/`);
}
