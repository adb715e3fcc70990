import type { FastifyPluginAsync } from "fastify";

/** Listings, search, ZIP and location lookups, dealers, models, research and news. */
export const catalogRoutes: FastifyPluginAsync = async () => {};
