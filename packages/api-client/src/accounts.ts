import type { Http } from "./http.js";

/** Calls for accounts, saved items, leads, tracking, alerts and site config. */
export function accountCalls(_http: Http) {
  return {};
}
