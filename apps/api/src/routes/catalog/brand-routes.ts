import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import * as v from "valibot";
import { brandPath, listingPath, withQuery, type ListingCondition } from "@carmarket/routes";
import { readDataQuery } from "../../http/data-query.js";
import { BadRequestError } from "../../http/errors.js";
import { flagText, integerText } from "../../search/query-fields.js";
import { dataQuery, openObject, responses } from "./schemas.js";

const brandsQuery = v.object({
  mode: v.optional(v.picklist(["review", "sale", "ranking"], "mode must be review, sale or ranking.")),
});

const saleModelsQuery = v.object({
  brand_id: v.optional(integerText("brand_id", 1, 1_000_000)),
  is_new: flagText("is_new"),
  is_certified: flagText("is_certified"),
  for_home: flagText("for_home"),
  is_slug_required: flagText("is_slug_required"),
});

/** GET /brands and GET /inventory/models (the picker's sale flow, §2.5, §7). */
export const brandRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/brands",
    {
      schema: {
        summary: "Brands (§3) with the sale-tab flags; sale mode lists only brands with cars for sale",
        tags: ["catalog"],
        querystring: dataQuery("mode? (review | sale | ranking)"),
        response: responses({ type: "array", items: openObject({ id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" }, url: { type: "string" }, isUsed: { type: "boolean" }, isNew: { type: "boolean" }, isCertified: { type: "boolean" } }) }),
      },
    },
    async (request) => {
      const { mode } = readDataQuery(request.query, brandsQuery);
      // lower(): the database's byte order put 'BMW' before 'Bentley' (issue #15); people read case-insensitively
      let query = app.db.selectFrom("brands").selectAll().orderBy(sql`lower(name)`);
      // Review and ranking pickers show brands with models; sale shows those with a tab (§2.5).
      if (mode === "sale") query = query.where((eb) => eb.or([eb("is_used", "=", true), eb("is_new", "=", true), eb("is_certified", "=", true)]));
      if (mode === "review" || mode === "ranking") query = query.where((eb) => eb.exists(eb.selectFrom("models").whereRef("models.brand_id", "=", "brands.id").select("models.id")));
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
    },
  );

  app.get(
    "/inventory/models",
    {
      schema: {
        summary: "Models of a brand with cars for sale in the chosen tab (sale flow); years when for_home=1",
        tags: ["inventory"],
        querystring: dataQuery("brand_id, is_new?, is_certified?, for_home?, is_slug_required?"),
        response: responses({
          type: "array",
          items: openObject({ model_name: { type: "string" }, model_slug: { type: "string" }, id: { type: "integer" }, url: { type: "string" }, years: { type: "array" } }),
        }),
      },
    },
    async (request) => {
      const query = readDataQuery(request.query, saleModelsQuery);
      if (query.brand_id === undefined) throw new BadRequestError("brand_id is required.");
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
      const models = new Map<number, { model_name: string; model_slug: string; id: number; url: string; years?: { year: number; url: string }[] }>();
      for (const row of rows) {
        const url = listingPath({ condition, brand: row.brand_slug, model: row.slug });
        const model = models.get(row.id) ?? { model_name: row.name, model_slug: row.slug, id: row.id, url, ...(query.for_home ? { years: [] } : {}) };
        model.years?.push({ year: row.year, url: withQuery(url, { year: row.year }) });
        models.set(row.id, model);
      }
      return [...models.values()];
    },
  );
};
