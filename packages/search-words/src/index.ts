/** Free-text search for CarMarket (issue #17): a shopper's words → the search keys of @carmarket/routes, and back. */
export { parseSearchWords, MAX_PHRASE_LENGTH } from "./parse.js";
export type { ParsedSearchWords } from "./parse.js";
export { formatSearchWords } from "./format.js";
export type { CatalogBrand, CatalogModel, SearchCatalog } from "./catalog.js";
export { parsedSearchUrl, searchWordsUrl } from "./search-url.js";
export { suggestSearchWords, MAX_SUGGESTIONS } from "./suggest.js";
export type { SearchWordsSuggestion } from "./suggest.js";
