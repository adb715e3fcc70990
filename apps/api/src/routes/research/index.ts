import type { FastifyPluginAsync } from "fastify";
import { imageRoutes } from "./image-routes.js";
import { newsRoutes } from "./news-routes.js";

/** Research pages, rankings, comparison, car reviews and news. */
export const researchRoutes: FastifyPluginAsync = async (app) => {
  await app.register(newsRoutes);
  await app.register(imageRoutes);
};
