import type { FastifyPluginAsync } from "fastify";
import { contract, type ReviewSubmodel } from "@carmarket/contract";
import { BODY_TYPES, isBodyTypeSlug } from "@carmarket/routes";
import { routeOperation } from "../../http/contract-route.js";
import { BadRequestError } from "../../http/errors.js";
import { reviewModels } from "./car-queries.js";
import { rankingList } from "./page-resolver.js";

/** GET /models (review picker, §2.5 and §7) and GET /rankings/list (ranking overlay). */
export const modelRoutes: FastifyPluginAsync = async (app) => {
  routeOperation(app, contract.getReviewModels).handle(async ({ query }, request) => {
    const models = await reviewModels(request.readDb, query.brand_id);
    if (query.is_parent_submodel !== 1)
      return models.map(({ name, model_slug, id, url, body_type, years }) => ({ name, model_slug, id, url, body_type, years }));
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

  routeOperation(app, contract.getRankingList).handle(async ({ query: { submodel_family } }, request) => {
    if (!isBodyTypeSlug(submodel_family)) throw new BadRequestError("Unknown body type.");
    return rankingList(request.readDb, submodel_family);
  });
};
