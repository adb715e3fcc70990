import type { FastifyPluginAsync } from "fastify";

/** Research pages, rankings, comparison, car reviews and news. */
export const researchRoutes: FastifyPluginAsync = async () => {};
