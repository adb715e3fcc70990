import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import { contract, type SearchCatalog, type SearchCatalogBrand } from "@carmarket/contract";
import type { Db } from "../../db/database.js";
import { routeOperation } from "../../http/contract-route.js";
import type { ListingIndex } from "../../search/listing-index/listing-index.js";
import { searchStore } from "../../search/listing-index/store-search.js";

/** How long browsers and the server's renders may keep the catalogue: models change with a feed, not by the minute. */
const CATALOG_MAX_AGE_SECONDS = 300;
/** How long one process answers from the catalogue it last read, as the pages share their same-for-everyone reads (ADR 231). */
const PROCESS_KEEP_MS = 5_000;

async function readBrands(db: Db): Promise<SearchCatalogBrand[]> {
  const rows = await db
    .selectFrom("models")
    .innerJoin("brands", "brands.id", "models.brand_id")
    .select(["brands.slug as brand_slug", "brands.name as brand_name", "models.slug", "models.name"])
    .orderBy(sql`lower(brands.name)`)
    .orderBy(sql`lower(models.name)`)
    .execute();
  const brands = new Map<string, SearchCatalogBrand>();
  for (const row of rows) {
    const brand = brands.get(row.brand_slug) ?? { slug: row.brand_slug, name: row.brand_name, models: [] };
    brand.models.push({ slug: row.slug, name: row.name });
    brands.set(row.brand_slug, brand);
  }
  return [...brands.values()];
}

const alphabetical = new Intl.Collator("en", { sensitivity: "base", numeric: true }).compare;

/**
 * The brands, and from the search index (ADR 258) what the listings name: the transmissions of the unsold cars
 * (the transmission facet of an unfiltered search, so a value of sold cars only is not offered, issue #26.3) and
 * every feature a listing named since the process started (issue #26.5).
 */
async function readCatalog(db: Db, index: ListingIndex): Promise<SearchCatalog> {
  const [brands, store] = await Promise.all([readBrands(db), index.fresh()]);
  const { facets } = searchStore(store, { page_size: 1 }, null, new Date());
  return {
    brands,
    transmissions: facets.transmission.map((option) => option.name).sort(alphabetical),
    features: store.options.values.filter((option): option is string => option !== null).sort(alphabetical),
  };
}

/**
 * GET /search-words/catalog (issue #17): every brand that has models, with its models' slugs and names, and the
 * transmissions and features the listings name, in the shape `@carmarket/search-words` takes (`SearchCatalog`).
 * One small call serves the server's `/search?q=` parse, the box's suggestions (loaded only when the box is used,
 * ADR 253) and the search page's feature suggestions.
 */
export const searchCatalogRoutes: FastifyPluginAsync = async (app) => {
  let kept: { catalog: Promise<SearchCatalog>; until: number } | undefined;
  routeOperation(app, contract.getSearchCatalog).handle(async (_input, request, reply) => {
    // Every shopper gets the same answer: concurrent requests share one read, kept a few seconds (p95 ≤ 20 ms).
    const now = Date.now();
    if (!kept || now >= kept.until) kept = { catalog: readCatalog(request.readDb, app.listingIndex), until: now + PROCESS_KEEP_MS };
    const catalog = kept.catalog;
    void reply.header("cache-control", `public, max-age=${CATALOG_MAX_AGE_SECONDS}`);
    try {
      return await catalog;
    } catch (error) {
      if (kept?.catalog === catalog) kept = undefined;
      throw error;
    }
  });
};
