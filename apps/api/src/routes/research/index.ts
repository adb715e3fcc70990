import type { FastifyPluginAsync } from "fastify";
import { carRoutes } from "./car-routes.js";
import { imageRoutes } from "./image-routes.js";
import { modelRoutes } from "./model-routes.js";
import { newsRoutes } from "./news-routes.js";
import { pageRoutes } from "./page-routes.js";

/** Research pages, rankings, comparison, car reviews and news. */
export const researchRoutes: FastifyPluginAsync = async (app) => {
  await app.register(newsRoutes);
  await app.register(modelRoutes);
  await app.register(carRoutes);
  await app.register(pageRoutes);
  await app.register(imageRoutes);
};
