import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { SERVICE_WORKER_PATH } from "@carmarket/routes";
import { chooseApp, VIEW_COOKIE, VIEW_PARAM, type AppName } from "./device.js";
import { readCookie } from "./pages.js";
import type { WebApp } from "./web-app.js";

/**
 * Serves the service worker of the app this browser gets (ADR 300): each app's client build has its own
 * sw.js, precaching that build. Pages register it with `?view=` naming their app (the browser's fetch of the
 * script need not carry the page's User-Agent); without it the device decides, as for pages. At the root,
 * the worker's scope is the whole origin without a `Service-Worker-Allowed` header; it gets the security
 * headers of every answer. `no-cache` and the ETag let the browser's update check see a new deploy at once
 * and cost a 304 otherwise. Read on each request: the file is small and a deploy replaces it.
 */
export async function registerServiceWorkerScript(server: FastifyInstance, apps: Record<AppName, Pick<WebApp, "clientDir">>): Promise<void> {
  server.get<{ Querystring: Record<string, string | undefined> }>(SERVICE_WORKER_PATH, async (request, reply) => {
    const { app } = chooseApp({
      query: request.query[VIEW_PARAM],
      cookie: readCookie(request.headers.cookie, VIEW_COOKIE),
      userAgent: request.headers["user-agent"],
    });
    const script = await readFile(join(apps[app].clientDir, "sw.js")).catch(() => null);
    // A build without a worker (development): the page's registration fails quietly.
    if (script === null) return reply.status(404).send({ status: 0, message: "Not found." });
    const etag = `"${createHash("sha256").update(script).digest("base64url").slice(0, 27)}"`;
    void reply.header("Vary", "User-Agent, Cookie").header("Cache-Control", "no-cache").header("ETag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("text/javascript; charset=utf-8").send(script);
  });
}
