import type { FastifyPluginAsync } from "fastify";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { chooseApp, VIEW_COOKIE, VIEW_PARAM, type AppName } from "./device.js";
import type { WebApp } from "./web-app.js";

const VIEW_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Every non-API, non-asset URL is a page: the device decides which app renders it, and the app's
 * React Router handler answers with server-rendered HTML (or a redirect, a 404 page, a data response).
 */
export const pagesPlugin: FastifyPluginAsync<{ apps: Record<AppName, WebApp> }> = async (app, { apps }) => {
  // React Router reads form posts itself, so Fastify must leave request bodies unread here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      if (request.url.startsWith("/api/")) return reply.status(404).send({ status: 0, message: "Not found." });
      const query = new URL(request.url, "http://localhost").searchParams.get(VIEW_PARAM);
      const choice = chooseApp({ query, cookie: readCookie(request.headers.cookie, VIEW_COOKIE), userAgent: request.headers["user-agent"] });
      const response = await apps[choice.app].handle(createRequest(request.raw, reply.raw));
      // One URL serves two different documents: caches must key on what chose between them.
      response.headers.append("Vary", "User-Agent, Cookie");
      if (choice.fromQuery) {
        response.headers.append("Set-Cookie", `${VIEW_COOKIE}=${choice.app}; Path=/; Max-Age=${VIEW_COOKIE_MAX_AGE}; SameSite=Lax`);
      }
      reply.hijack();
      await sendResponse(reply.raw, response);
    },
  });
};

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}
