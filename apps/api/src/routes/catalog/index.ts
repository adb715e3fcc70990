import type { FastifyPluginAsync } from "fastify";
import { listingRoutes } from "./listing-routes.js";
import { vinRoutes } from "./vin-routes.js";
import { vinDecodeRoutes } from "./vin-decode-routes.js";
import { locationRoutes } from "./location-routes.js";
import { brandRoutes } from "./brand-routes.js";
import { dealerRoutes } from "./dealer-routes.js";
import { imageRoutes } from "./image-routes.js";
import { mediaRoutes } from "../../photos/media-routes.js";
import { devFeedRoutes } from "./dev-feed-routes.js";
import { dealerFeedRoutes } from "./dealer-feed-routes.js";
import { searchCatalogRoutes } from "./search-catalog-routes.js";

/** Listings, search, VIN decodes, ZIP and location lookups, dealers, brands, models, vehicle images, dealers' photos, dealer feed pushes and the free-text search catalogue. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  // The contract's routes validate with valibot (§5 messages); the image route's JSON schema only documents
  // it, and the route answers 404 for any part it does not know.
  app.setValidatorCompiler(() => (value) => ({ value }));
  await app.register(listingRoutes);
  await app.register(vinRoutes);
  await app.register(vinDecodeRoutes);
  await app.register(locationRoutes);
  await app.register(brandRoutes);
  await app.register(dealerRoutes);
  await app.register(imageRoutes);
  await app.register(mediaRoutes, { mediaDir: app.config.mediaDir });
  await app.register(dealerFeedRoutes);
  await app.register(searchCatalogRoutes);
  if (app.config.devRoutes) await app.register(devFeedRoutes);
};
