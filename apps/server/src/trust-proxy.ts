import type { FastifyServerOptions } from "fastify";

/**
 * Fastify's `trustProxy` from the TRUST_PROXY variable: unset or `false` believes no X-Forwarded-*
 * header (the default: anyone could send one); `true` believes any peer; anything else is the proxies'
 * addresses or CIDR ranges, comma-separated (Fastify 5 no longer trusts a bare hop count). Behind a proxy this
 * gives the shopper's address to the rate limits and the request's https to HSTS.
 */
export function readTrustProxy(value: string | undefined): NonNullable<FastifyServerOptions["trustProxy"]> {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  return text;
}
