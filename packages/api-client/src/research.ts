import type { Http } from "./http.js";

/** Calls for research pages, rankings, comparison, car reviews and news. */
export function researchCalls(_http: Http) {
  return {};
}
