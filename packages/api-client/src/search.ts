import { orNull, type Http } from "./http.js";

/** A brand with its models as `GET /search-words/catalog` answers it: the shape `@carmarket/search-words` reads (`SearchCatalog`). */
export interface SearchCatalogBrand {
  slug: string;
  name: string;
  models: { slug: string; name: string }[];
}

/** Calls for the free-text search box (issue #17). */
export function searchCalls(http: Http) {
  return {
    /** GET /search-words/catalog: every brand with its models, for parsing and suggesting typed words; null on failure. */
    async getSearchCatalog(): Promise<SearchCatalogBrand[] | null> {
      return orNull(http.get<SearchCatalogBrand[]>("/search-words/catalog").then((response) => response.data));
    },
  };
}
