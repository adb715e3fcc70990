import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import { brandPath, listingPath, withQuery, type ListingCondition } from "@carmarket/routes";
import { contract, type SaleModel } from "@carmarket/contract";
import { routeOperation } from "../../http/contract-route.js";

/** GET /brands and GET /inventory/models (the picker's sale flow, §2.5, §7). */
export const brandRoutes: FastifyPluginAsync = async (app) => {
  routeOperation(app, contract.getBrands).handle(async ({ query: { mode } }) => {
    // lower(): the database's byte order put 'BMW' before 'Bentley' (issue #15); people read case-insensitively
    let query = app.db
      .selectFrom("brands")
      .selectAll()
      .orderBy(sql`lower(name)`);
    // Review and ranking pickers show brands with a researched model (a catalogue model alone led to an
    // empty brand page, issue #27.11); sale shows those with a tab (§2.5).
    if (mode === "sale") query = query.where((eb) => eb.or([eb("is_used", "=", true), eb("is_new", "=", true), eb("is_certified", "=", true)]));
    if (mode === "review" || mode === "ranking")
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("research_cars")
            .innerJoin("models", "models.id", "research_cars.model_id")
            .whereRef("models.brand_id", "=", "brands.id")
            .select("research_cars.id"),
        ),
      );
    const brands = await query.execute();
    return brands.map((brand) => ({
      id: brand.id,
      name: brand.name,
      slug: brand.slug,
      url: brandPath(brand.slug),
      isUsed: brand.is_used,
      isNew: brand.is_new,
      isCertified: brand.is_certified,
    }));
  });

  routeOperation(app, contract.getSaleModels).handle(async ({ query }) => {
    const condition: ListingCondition = query.is_new ? "new" : query.is_certified ? "certified" : "used";
    const rows = await app.db
      .selectFrom("listings")
      .innerJoin("models", "models.id", "listings.model_id")
      .select(["models.id", "models.name", "models.slug", "listings.brand_slug", "listings.year"])
      .where("listings.brand_id", "=", query.brand_id)
      .where("listings.condition", "=", condition)
      .where("listings.is_sold", "=", false)
      .groupBy(["models.id", "models.name", "models.slug", "listings.brand_slug", "listings.year"])
      .orderBy(sql`lower(models.name)`)
      .orderBy("listings.year", "desc")
      .execute();
    const models = new Map<number, SaleModel>();
    for (const row of rows) {
      const url = listingPath({ condition, brand: row.brand_slug, model: row.slug });
      const model = models.get(row.id) ?? { model_name: row.name, model_slug: row.slug, id: row.id, url, ...(query.for_home ? { years: [] } : {}) };
      model.years?.push({ year: row.year, url: withQuery(url, { year: row.year }) });
      models.set(row.id, model);
    }
    return [...models.values()];
  });
};
