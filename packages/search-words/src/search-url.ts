import { CONDITION_ASSUMED_QUERY_KEY, NOT_UNDERSTOOD_QUERY_KEY, inventorySearchUrl, withQuery } from "@carmarket/routes";
import type { SearchCatalog } from "./catalog.js";
import { parseSearchWords, type ParsedSearchWords } from "./parse.js";

/**
 * Where a typed search lands (issue #17 `GET /search?q=`): the canonical listing URL of the parsed search,
 * the same URL the filters would build by hand, plus the words not understood under
 * `NOT_UNDERSTOOD_QUERY_KEY` so the page can show them, and `CONDITION_ASSUMED_QUERY_KEY` when the words asked for
 * something but named no condition, so the used-cars page it lands on says so (issue #26.3).
 * @example searchWordsUrl("honda civic 2019 or newer sunroof", catalog) // "/used-cars/honda/civic?year=2019-&not_understood=sunroof&condition_assumed=1"
 */
export function searchWordsUrl(text: string, catalog: SearchCatalog): string {
  return parsedSearchUrl(parseSearchWords(text, catalog));
}

/** The landing URL of {@link searchWordsUrl} for words already parsed. */
export function parsedSearchUrl({ filters, notUnderstood }: ParsedSearchWords): string {
  return withQuery(inventorySearchUrl(filters), {
    [NOT_UNDERSTOOD_QUERY_KEY]: notUnderstood.length > 0 ? notUnderstood.join(" ") : undefined,
    [CONDITION_ASSUMED_QUERY_KEY]: filters.condition === undefined && Object.keys(filters).length > 0 ? "1" : undefined,
  });
}
