import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import {
  answerError,
  apiPlugin,
  BODY_LIMIT_BYTES,
  BUSY_RETRY_AFTER_SECONDS,
  API_SERVER_OPTIONS,
  drainConnections,
  recordRequestMetrics,
  type ApiConfig,
  type ApiMetrics,
  type DatabaseHandle,
} from "@carmarket/api";
import type { AppName } from "./device.js";
import { createRequest } from "@remix-run/node-fetch-server";
import { registerAppAssets } from "./app-assets.js";
import { BROTLI_PARAMS } from "./compression.js";
import { inProcessApi } from "./in-process-api.js";
import { registerLoadShedding, type SheddingOptions } from "./load-shedding.js";
import { pagesPlugin, type RenderPage } from "./pages.js";
import { registerRobots } from "./robots.js";
import { registerSecurityHeaders, cspNonce, type SecurityHeadersOptions } from "./security-headers.js";
import { sendPage } from "./send-page.js";
import { registerServiceWorkerScript } from "./service-worker-script.js";
import { siteFeedsPlugin } from "./site-feeds.js";
import type { WebApp } from "./web-app.js";
import { registerWebAppManifest } from "./web-app-manifest.js";

export interface ServerOptions {
  database: DatabaseHandle;
  config: ApiConfig;
  apps: Record<AppName, WebApp>;
  logger?: FastifyServerOptions["logger"];
  /** Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY, see trust-proxy.ts); none by default. */
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** When to shed load with a fast 503 (load-shedding.ts); none when absent. */
  shedding?: SheddingOptions;
  /** Where every response is timed and the API counts its work (METRICS_PORT); none when absent. */
  metrics?: ApiMetrics | undefined;
}

const PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));

/** The one origin shoppers reach: the JSON API under /api, each app's assets under its prefix, pages for the rest. */
export async function buildServer({ apps, shedding, ...options }: ServerOptions): Promise<FastifyInstance> {
  const server = await buildApiOrigin(options);
  if (shedding) await registerLoadShedding(server, shedding);
  for (const app of Object.values(apps)) await registerAppAssets(server, app);
  // Site-wide files that belong to neither app (favicon, robots.txt); robots.txt gets the origin in its Sitemap line.
  await server.register(fastifyStatic, { root: PUBLIC_DIR, prefix: "/", wildcard: false, decorateReply: false, maxAge: "1d", globIgnore: ["robots.txt"] });
  registerRobots(server, `${PUBLIC_DIR}/robots.txt`, options.config.publicOrigin);
  // Browsers ask for /favicon.ico by habit; the icon is an SVG.
  server.get("/favicon.ico", (_request, reply) => reply.redirect("/favicon.svg", 301));
  // Installable and readable offline (issue #28): the manifest, and the worker of the app the device gets.
  await registerWebAppManifest(server);
  await registerServiceWorkerScript(server, apps);
  const render: RenderPage = async (app, request, reply) => {
    const response = await apps[app].handle(createRequest(request.raw, reply.raw), { cspNonce: cspNonce(reply.raw), shopperAddress: request.ip });
    // A page whose API call could not be answered (ADR 230) asks the shopper to come back, as shedding does.
    if (response.status === 503) response.headers.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
    await sendPage(reply.raw, response, request.headers["accept-encoding"], apps[app].readStylesheet);
  };
  await server.register(pagesPlugin, { render, publicOrigin: options.config.publicOrigin });
  for (const app of Object.values(apps)) app.serveApi(inProcessApi(server));
  return server;
}

/** Fastify with security headers, compression and the API under /api: the part production and development share. */
export async function buildApiOrigin({
  database,
  config,
  logger = false,
  trustProxy = false,
  hotReload,
  metrics,
}: Omit<ServerOptions, "apps"> & SecurityHeadersOptions): Promise<FastifyInstance> {
  // A URL the router cannot decode gets the API's own answer, not Fastify's, which quotes the URL back.
  const server = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES, trustProxy, frameworkErrors: answerError, ...API_SERVER_OPTIONS });
  drainConnections(server);
  // On the root, before anything else, so pages, assets and the API are all timed.
  if (metrics) recordRequestMetrics(server, metrics);
  await registerSecurityHeaders(server, { hotReload, adsOrigin: config.searchAds?.origin });
  await server.register(fastifyCompress, { global: true, brotliOptions: { params: BROTLI_PARAMS } });
  await server.register(apiPlugin, { prefix: "/api", database, config, metrics });
  await server.register(siteFeedsPlugin);
  return server;
}
