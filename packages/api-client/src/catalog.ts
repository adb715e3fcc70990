import type { Http } from "./http.js";

/** Calls for listings, search, ZIP and location lookups, dealers, models, research and news. */
export function catalogCalls(_http: Http) {
  return {};
}
