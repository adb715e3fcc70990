import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import type { ApiConfig } from "./config.js";
import type { Db, DatabaseHandle } from "./db/database.js";
import { DRAIN_SERVER_OPTIONS, drainConnections } from "./http/drain.js";
import { answerError } from "./http/error-handler.js";
import { registerInputGuard } from "./http/input-guard.js";
import { registerPersonalAnswers } from "./http/personal-answers.js";
import { databaseRateLimitStore } from "./http/rate-limit-store.js";
import { registerReadYourWrites } from "./http/read-your-writes.js";
import { refuseCrossSiteWrites } from "./http/same-origin.js";
import { healthRoutes } from "./routes/health.js";
import type { ApiMetrics } from "./metrics/api-metrics.js";
import { recordRequestMetrics } from "./metrics/request-metrics.js";
import { registerOpenApi } from "./openapi.js";
import { catalogRoutes } from "./routes/catalog/index.js";
import { ListingIndex } from "./search/listing-index/listing-index.js";
import { accountRoutes } from "./routes/accounts/index.js";
import { researchRoutes } from "./routes/research/index.js";
import { startJobWorker } from "./jobs/job-worker.js";
import { photoJob } from "./photos/photo-job.js";
import { PhotoProcessor } from "./photos/photo-processor.js";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: ApiConfig;
    /** The process's metrics, when it exports them (METRICS_PORT). */
    metrics: ApiMetrics | undefined;
    /** The process's search index of the unsold listings, caught up before each search (ADR 258). */
    listingIndex: ListingIndex;
  }
}

export interface ApiPluginOptions {
  database: DatabaseHandle;
  config: ApiConfig;
  /** Where the API counts what it does (feed imports); none when metrics are off. */
  metrics?: ApiMetrics | undefined;
}

/**
 * What a Fastify that hosts the API is created with: the drain's option (http/drain.ts), and time for the API
 * to start. The plugin builds the search index before the server listens (ADR 258): ~10 s at 1,000,000
 * listings, Fastify's whole default allowance for a plugin.
 */
export const API_SERVER_OPTIONS = { ...DRAIN_SERVER_OPTIONS, pluginTimeout: 120_000 } as const;

/** Largest request body the API reads (leads, reviews and forms are far smaller). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The whole JSON API as one Fastify plugin. The server mounts it under /api next to the web apps;
 * tests and `pnpm --filter @carmarket/api dev` mount it on a Fastify of their own.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, { database, config, metrics }) => {
  app.decorate("db", database.db);
  app.decorate("metrics", metrics);
  app.decorate("config", config);
  // Built before the server listens, so its first search is as fast as the rest (ADR 258).
  const building = performance.now();
  const listingIndex = await ListingIndex.open(database.db);
  app.log.info({ cars: listingIndex.size, ms: Math.round(performance.now() - building) }, "search index built");
  app.decorate("listingIndex", listingIndex);
  await app.register(fastifyCookie);
  registerReadYourWrites(app, database, { maxLagMs: config.replicaMaxLagMs, production: config.production });
  registerPersonalAnswers(app);
  app.addHook("onRequest", refuseCrossSiteWrites(config.publicOrigin));
  // Budgets are set per call (sign-in, email links, leads, reviews, feeds); nothing is limited by default.
  // They are counted in the database, so every instance spends the same budget.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  registerInputGuard(app, BODY_LIMIT_BYTES);

  app.setErrorHandler(answerError);
  app.setNotFoundHandler(answerNotFound);

  await registerOpenApi(app);
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(accountRoutes);
  await app.register(researchRoutes);
  registerJobs(app, config);
};

/** The job queue's worker in this process (every instance runs one; they share the queue, ADR 280): dealers' photos. */
function registerJobs(app: FastifyInstance, config: ApiConfig) {
  const processor = new PhotoProcessor(config.mediaDir);
  let stop: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stop = startJobWorker(app.db, [photoJob({ db: app.db, processor, allow: config.imageFetchAllow })], { log: app.log });
  });
  app.addHook("onClose", async () => {
    await stop?.();
    await processor.close();
  });
}

/** A Fastify with only the API, mounted at /api: what tests inject into and the API dev server runs. */
/** The API's "not found": the `{ status: 0, message }` of every refusal, never Fastify's own answer. */
function answerNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ status: 0, message: "Not found." });
}

export async function buildApiServer(options: ApiPluginOptions & { logger?: FastifyServerOptions["logger"] }): Promise<FastifyInstance> {
  // A URL the router cannot decode (`/api/dealers/%`) fails before any plugin: answered the API's way too.
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES, frameworkErrors: answerError, ...API_SERVER_OPTIONS });
  drainConnections(app);
  if (options.metrics) recordRequestMetrics(app, options.metrics);
  await app.register(apiPlugin, { prefix: "/api", database: options.database, config: options.config, metrics: options.metrics });
  // A path whose dot segments lead out of /api (`/api/images/../../x`) is the API's to answer too (the fuzz found it).
  app.setNotFoundHandler(answerNotFound);
  return app;
}
