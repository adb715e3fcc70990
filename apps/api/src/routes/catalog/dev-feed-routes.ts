import type { FastifyPluginAsync } from "fastify";
import { FeedError, importFeed } from "../../feeds/import-feed.js";
import { countFeedImport } from "../../metrics/api-metrics.js";
import { BadRequestError } from "../../http/errors.js";

/**
 * POST /dev/feeds/{dealerId} (body: the dealer's feed as text/csv): what `pnpm --filter @carmarket/api
 * import-feed` does for the file database, for a running server, whose in-memory database (e2e runs)
 * nothing else can reach. The only way a car becomes sold (it left its dealer's feed, §3 is_sold), so
 * journeys can show a sold car's page. Registered only with DEV_ROUTES=1 (`pnpm dev`, the e2e run).
 */
export const devFeedRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser("text/csv", { parseAs: "string" }, (_request, body, done) => done(null, body));
  app.post<{ Params: { dealerId: string } }>("/dev/feeds/:dealerId", async (request) => {
    const dealerId = Number(request.params.dealerId);
    if (!Number.isSafeInteger(dealerId) || typeof request.body !== "string") throw new BadRequestError("Send a dealer id and a text/csv feed.");
    try {
      return await countFeedImport(app.metrics, importFeed(app.db, { csv: request.body, dealerId }));
    } catch (error) {
      if (error instanceof FeedError) throw new BadRequestError(error.message);
      throw error;
    }
  });
};
