import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { PERSONAL_CACHE_CONTROL, refuseCrossSiteWrites, SESSION_COOKIE } from "@carmarket/api";
import { chooseApp, VIEW_COOKIE, VIEW_PARAM, type AppName } from "./device.js";

const VIEW_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Renders one page request with the chosen app, writing to the raw response (Fastify has let go of it). */
export type RenderPage = (app: AppName, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Every non-API, non-asset URL is a page: the device decides which app renders it. Production renders
 * with the built React Router handlers, development with each app's Vite dev server.
 */
export const pagesPlugin: FastifyPluginAsync<{ render: RenderPage; publicOrigin: string }> = async (app, { render, publicOrigin }) => {
  // Route actions (the dealer review form) act with the shopper's cookies, as the API does.
  app.addHook("onRequest", refuseCrossSiteWrites(publicOrigin));
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
      // One URL serves two different documents, compressed or not: caches must key on what chose between them.
      reply.raw.setHeader("Vary", "User-Agent, Cookie, Accept-Encoding");
      if (choice.fromQuery) {
        reply.raw.setHeader("Set-Cookie", `${VIEW_COOKIE}=${choice.app}; Path=/; Max-Age=${VIEW_COOKIE_MAX_AGE}; SameSite=Lax`);
      }
      // A signed-in shopper's page is theirs alone (every page shows the account in its header), and so is an answer
      // that sets a cookie: no shared cache may keep either (issue #25, ADR 313).
      if (choice.fromQuery || readCookie(request.headers.cookie, SESSION_COOKIE)) reply.raw.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
      reply.hijack();
      await render(choice.app, request, reply);
    },
  });
};

/** The value of cookie `name` in a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodedOrAsSent(value.join("="));
  }
  return undefined;
}

/** A cookie value percent-decoded, or as sent when it does not decode (`cm_view=%` answered 500). */
function decodedOrAsSent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
