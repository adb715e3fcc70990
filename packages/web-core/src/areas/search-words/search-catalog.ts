import type { ApiClient } from "@carmarket/api-client";
import type { SearchCatalog } from "@carmarket/search-words";
import { sharedRead } from "../../server/shared-read.js";

/** Models change with a dealer feed, not by the minute: one process reads the catalogue every five minutes. */
const CATALOG_TTL_MS = 5 * 60_000;

const catalogRead = sharedRead<SearchCatalog>(CATALOG_TTL_MS);

/**
 * The brands and models a typed search is read against (ADR 253), shared by the renders of one process.
 * Until the API client has the one-call `GET /search-words/catalog`, it is the brands with models and each
 * brand's models; a brand whose models the API refused counts with none.
 */
export function readSearchCatalog(api: ApiClient): Promise<SearchCatalog | null> {
  return catalogRead(async () => {
    const brands = await api.getBrands({ mode: "review" });
    if (brands === null) return null;
    return Promise.all(
      brands.map(async (brand) => ({
        slug: brand.slug,
        name: brand.name,
        models: ((await api.getReviewModels({ brand_id: brand.id, is_slug_required: 1 })) ?? []).map((model) => ({ slug: model.model_slug, name: model.name })),
      })),
    );
  });
}
