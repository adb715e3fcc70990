import type { FastifyPluginAsync } from "fastify";
import { listingRoutes } from "./listing-routes.js";

/** Listings, search, ZIP and location lookups, dealers, brands, models and vehicle images. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listingRoutes);
};
