import { contract } from "@carmarket/contract";
import { callOperation, orNull, type Http } from "./http.js";

/** Calls for the free-text search box (issue #17). */
export function searchCalls(http: Http) {
  return {
    /** GET /search-words/catalog: every brand with its models, for parsing and suggesting typed words; null on failure. */
    getSearchCatalog() {
      return orNull(callOperation(http, contract.getSearchCatalog));
    },
  };
}
