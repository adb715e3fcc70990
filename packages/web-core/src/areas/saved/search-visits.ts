import { browserStorage } from "../../browser/browser-storage.js";

/** localStorage key: saved search URL → when the shopper last looked at its results (ISO time). */
const SEARCH_VISITS_KEY = "saved_search_visits";

/** When this browser last showed each saved search's results (issue #26.16: new matches since the last visit). */
export function searchVisits(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(browserStorage()?.getItem(SEARCH_VISITS_KEY) ?? "{}");
    return typeof stored === "object" && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Records that the results of the saved search `url` were seen now. */
export function recordSearchVisit(url: string, now: Date = new Date()): void {
  browserStorage()?.setItem(SEARCH_VISITS_KEY, JSON.stringify({ ...searchVisits(), [url]: now.toISOString() }));
}
