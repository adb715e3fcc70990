// This device's copy of the saved lists (issue #28.3, ADRs 302-303): what the saved page and the offline page
// show without a connection. Local storage only: the service worker never keeps a signed-in list.
import type { SavedSearch } from "../services/store-api.js";
import { isRecord, parseStoredJson } from "../shared/stored-json.js";
import type { SavedVin } from "./saved-slice.js";

/** The saved lists as this device last had them: whose they are, when they last matched the server, the lists. */
export interface SavedCopy {
  /** Whether a signed-in shopper's list (a copy never shows in the other kind of session). */
  signedIn: boolean;
  /** When the lists last matched the server (ms since the epoch): changes made offline keep the earlier time. */
  savedAt: number;
  vins: SavedVin[];
  searches: SavedSearch[];
}

/** Whether a stored value is a {@link SavedCopy} (an older format without `savedAt` is not). */
export const isSavedCopy = (value: unknown): value is SavedCopy =>
  isRecord(value) &&
  typeof value.signedIn === "boolean" &&
  typeof value.savedAt === "number" &&
  Number.isFinite(value.savedAt) &&
  Array.isArray(value.vins) &&
  Array.isArray(value.searches);

/** The copy in local storage's text (`saved_copy`); null when absent, unreadable or of an older format. */
export function savedCopyOf(text: string | null | undefined): SavedCopy | null {
  return parseStoredJson(text, isSavedCopy);
}
