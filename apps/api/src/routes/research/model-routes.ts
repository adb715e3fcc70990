import type { FastifyPluginAsync } from "fastify";
import type { ReviewSubmodel } from "@carmarket/api-client";
import { BODY_TYPES, isBodyTypeSlug } from "@carmarket/routes";
import * as v from "valibot";
import { readDataQuery } from "../../http/data-query.js";
import { BadRequestError } from "../../http/errors.js";
import { reviewModels } from "./car-queries.js";
import { rankingList } from "./page-resolver.js";

const flag = v.optional(v.picklist(["0", "1"], "Invalid flag."));
const modelsQuery = v.object({
  brand_id: v.pipe(v.string("brand_id is required."), v.regex(/^\d{1,9}$/, "Invalid brand_id."), v.transform(Number)),
  for_home: flag,
  is_slug_required: flag,
  is_parent_submodel: flag,
});
const rankingQuery = v.object({ submodel_family: v.string("submodel_family is required.") });

/** GET /models (review picker, §2.5 and §7) and GET /rankings/list (ranking overlay). */
export const modelRoutes: FastifyPluginAsync = async (app) => {
  app.get("/models", async (request) => {
    const query = readDataQuery(request.query, modelsQuery);
    const models = await reviewModels(request.readDb, query.brand_id);
    if (query.is_parent_submodel !== "1") return models.map(({ name, model_slug, id, url, body_type, years }) => ({ name, model_slug, id, url, body_type, years }));
    // Mobile picker (§3 Submodel): one group per body style, in the §2.5 order.
    const groups: ReviewSubmodel[] = [];
    for (const [slug, label] of Object.entries(BODY_TYPES)) {
      const members = models.filter((m) => m.body_type === slug);
      if (!members.length) continue;
      groups.push({
        sub_model_name: label,
        sub_model_slug: slug,
        models_data: members.map(({ model_slug, name, id, url, years }) => ({ model_slug, name, id, url, years })),
      });
    }
    return groups;
  });

  app.get("/rankings/list", async (request) => {
    const { submodel_family } = readDataQuery(request.query, rankingQuery);
    if (!isBodyTypeSlug(submodel_family)) throw new BadRequestError("Unknown body type.");
    return rankingList(request.readDb, submodel_family);
  });
};
