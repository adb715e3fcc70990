import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { WebApp } from "./web-app.js";

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Serves an app's client build under its prefix. The build wrote each script and stylesheet compressed beside
 * it (`.br` at brotli's highest quality, `.gz`; tooling/web-config/precompress.js), and `preCompressed` sends the
 * one the browser accepts as it is (ADR 260): no CPU per download, and 10-15% fewer bytes than the per-request
 * brotli of compression.ts. A file without such copies is still compressed per request by @fastify/compress.
 */
export async function registerAppAssets(server: FastifyInstance, app: Pick<WebApp, "clientDir" | "assetsPrefix">): Promise<void> {
  await server.register(fastifyStatic, {
    root: app.clientDir,
    prefix: app.assetsPrefix,
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
    // Vite fingerprints everything under assets/, so those files never change; the rest may.
    setHeaders(res, path) {
      const hashed = path.includes("/assets/");
      res.header("Cache-Control", hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : "public, max-age=3600");
    },
  });
}
