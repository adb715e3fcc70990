import { suggestSearchWords, type SearchWordsSuggestion } from "@carmarket/search-words";
import { loadBrowserClient } from "../browser/browser-api.js";

/** The box's suggestions for the text typed so far. */
export type Suggest = (text: string) => readonly SearchWordsSuggestion[];

/**
 * Reads the catalogue through the browser's one client (ADR 245) and suggests from it. This module is the
 * lazy chunk the box loads on first use (issue #17: first-load JS budgets), with the search-words code.
 * Without a catalogue (the API is down) only body types are suggested; the box still submits.
 */
export async function loadSuggest(): Promise<Suggest> {
  const catalog = (await (await loadBrowserClient()).getSearchCatalog()) ?? { brands: [], transmissions: [] };
  return (text) => suggestSearchWords(text, catalog);
}
