import type { FastifyPluginAsync } from "fastify";
import { readSiteConfig } from "../../site-config/site-config.js";

/** GET /site-config: the site flags every page reads (zip popup, light header, ad slots). */
export const siteConfigRoutes: FastifyPluginAsync = async (app) => {
  app.get("/site-config", async (_request, reply) => {
    // Flags change rarely; a minute of caching spares a query per page view.
    reply.header("cache-control", "public, max-age=60");
    return readSiteConfig(app.db);
  });
};
