import type { FastifyPluginAsync } from "fastify";

/** Accounts, saved items, leads, outbox, tracking, alerts and site config. */
export const accountRoutes: FastifyPluginAsync = async () => {};
