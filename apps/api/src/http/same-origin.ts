import type { FastifyReply, FastifyRequest } from "fastify";

/** What a cross-site write is told (403). */
export const CROSS_SITE_WRITE_MESSAGE = "This request came from another site and was refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request is a write another site made the shopper's browser send (CSRF): the browser says so in
 * `Sec-Fetch-Site`, or, in browsers without it, in an `Origin` that is not one of ours. A request with
 * neither header is not from a browser page (the server's own loaders, a dealer's feed client, curl), so it
 * carries no cookie a third site could have borrowed. SameSite=Lax alone lets same-site subdomains and
 * top-level GET-to-POST tricks through; this check does not depend on it.
 */
export function isCrossSiteWrite(
  method: string,
  headers: { "sec-fetch-site"?: string | string[]; origin?: string | string[] },
  ownOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method)) return false;
  const site = headers["sec-fetch-site"];
  if (site !== undefined) return site !== "same-origin" && site !== "none";
  const origin = headers.origin;
  if (origin === undefined) return false;
  return typeof origin !== "string" || !ownOrigins.includes(origin);
}

/**
 * An onRequest hook that answers 403 to cross-site writes, for the API and for page form posts alike.
 * Our origins: the one the request was addressed to (its Host, over the protocol Fastify trusts) and PUBLIC_ORIGIN.
 */
export function refuseCrossSiteWrites(publicOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const own = [`${request.protocol}://${request.host}`, publicOrigin];
    if (isCrossSiteWrite(request.method, request.headers, own)) {
      await reply.status(403).send({ status: 0, message: CROSS_SITE_WRITE_MESSAGE });
    }
  };
}
