import type { FastifyPluginAsync } from "fastify";
import { pingDatabase } from "../db/database.js";

/** GET /health: answers from the database, so a green check means queries work. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/health", async () => ({ status: "ok", database: app.dbEngine, ping: await pingDatabase(app.db) }));
};
