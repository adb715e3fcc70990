import type { ApiClient, SearchCatalog } from "@carmarket/api-client";
import { sharedRead } from "../../server/shared-read.js";

/** Models change with a dealer feed, not by the minute: one process reads the catalogue every five minutes. */
const CATALOG_TTL_MS = 5 * 60_000;

const catalogRead = sharedRead<SearchCatalog>(CATALOG_TTL_MS);

/**
 * The brands, models and transmissions a typed search is read against (ADR 253) and the features the search page
 * suggests (issue #26.5): one `GET /search-words/catalog`, shared by the renders of one process.
 */
export function readSearchCatalog(api: ApiClient): Promise<SearchCatalog | null> {
  return catalogRead(() => api.getSearchCatalog());
}
