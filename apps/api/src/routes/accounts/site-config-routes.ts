import type { FastifyPluginAsync } from "fastify";
import { contract } from "@carmarket/contract";
import { routeOperation } from "../../http/contract-route.js";
import { readSiteConfig } from "../../site-config/site-config.js";

/** GET /site-config: the site flags every page reads (zip popup, light header, ad slots). */
export const siteConfigRoutes: FastifyPluginAsync = async (app) => {
  routeOperation(app, contract.getSiteConfig).handle(async (_input, _request, reply) => {
    // Flags change rarely; a minute of caching spares a query per page view.
    reply.header("cache-control", "public, max-age=60");
    return readSiteConfig(app.db, app.config.searchAds);
  });
};
