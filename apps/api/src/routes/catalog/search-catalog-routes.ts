import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import { contract, type SearchCatalogBrand } from "@carmarket/contract";
import type { Db } from "../../db/database.js";
import { routeOperation } from "../../http/contract-route.js";

/** How long browsers and the server's renders may keep the catalogue: models change with a feed, not by the minute. */
const CATALOG_MAX_AGE_SECONDS = 300;
/** How long one process answers from the catalogue it last read, as the pages share their same-for-everyone reads (ADR 231). */
const PROCESS_KEEP_MS = 5_000;

async function readCatalog(db: Db): Promise<SearchCatalogBrand[]> {
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

/**
 * GET /search-words/catalog (issue #17): every brand that has models, with its models' slugs and names, in
 * the shape `@carmarket/search-words` takes (`SearchCatalog`). One small call serves both the server's
 * `/search?q=` parse and the box's suggestions, loaded only when the box is used (ADR 253).
 */
export const searchCatalogRoutes: FastifyPluginAsync = async (app) => {
  let kept: { catalog: Promise<SearchCatalogBrand[]>; until: number } | undefined;
  routeOperation(app, contract.getSearchCatalog).handle(async (_input, request, reply) => {
    // Every shopper gets the same answer: concurrent requests share one read, kept a few seconds (p95 ≤ 20 ms).
    const now = Date.now();
    if (!kept || now >= kept.until) kept = { catalog: readCatalog(request.readDb), until: now + PROCESS_KEEP_MS };
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
