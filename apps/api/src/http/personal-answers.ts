import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Cache-Control of an answer that depends on who asked or sets a cookie: no cache, shared or the browser's, keeps
 * it, so a proxy or CDN never hands one shopper's account, saved list or session to another (issue #25, ADR 313).
 */
export const PERSONAL_CACHE_CONTROL = "no-store";

const personal = new WeakSet<FastifyRequest>();

/**
 * Marks `request`'s answer as depending on who sent it. The readers of the session, the visitor cookie and the
 * visitor's saved-list id call it, so every call that reads one is marked without a list of such calls.
 */
export function dependsOnWhoAsks(request: FastifyRequest): void {
  personal.add(request);
}

/** A Vary header value with `field` in it (once; `*` already varies on everything). */
export function varyingOn(current: string | number | string[] | undefined, field: string): string {
  const fields = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.some((name) => name === "*" || name.toLowerCase() === field.toLowerCase())) return fields.join(", ");
  return [...fields, field].join(", ");
}

/** Sends `Cache-Control: no-store` and `Vary: Cookie` with every answer that depends on who asked or sets a cookie. */
export function registerPersonalAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (personal.has(request) || reply.hasHeader("set-cookie")) {
      reply.header("cache-control", PERSONAL_CACHE_CONTROL);
      reply.header("vary", varyingOn(reply.getHeader("vary"), "Cookie"));
    }
    return payload;
  });
}
