import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fastifyHelmet from "@fastify/helmet";
import { VIDEO_EMBED_HOSTS } from "@carmarket/api";

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The nonce of this response's Content-Security-Policy, made on first use: the policy names it, and a
 * page gives it to every inline script it renders. 128 random bits, new for every response (ADR 213).
 */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString("base64");
    nonces.set(response, nonce);
  }
  return nonce;
}

/** What the site uses of the browser's powerful features: the location for "Use my location" (§4), nothing else. */
export const PERMISSIONS_POLICY = "accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** One year, as browsers' preload lists expect. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

export interface SecurityHeadersOptions {
  /** `pnpm dev`: Vite's hot reload talks over its own WebSocket ports. */
  hotReload?: boolean;
  /**
   * Origin of the search-ads service when one is set (SEARCH_ADS_SCRIPT_URL): its script and its ad
   * frames are allowed from there, and from nowhere else when none is set (ADR 295).
   */
  adsOrigin?: string | undefined;
}

/**
 * Security headers on every answer of the origin (pages, API, assets, feeds, 404s), ADR 213:
 * a CSP whose scripts must come from the origin or carry the response's nonce, no framing, no MIME
 * sniffing, a referrer policy, a permissions policy, and HSTS when the request came over https.
 * Helmet writes to the raw response, so pages that apps/server writes itself get them as well.
 */
export async function registerSecurityHeaders(server: FastifyInstance, { hotReload = false, adsOrigin }: SecurityHeadersOptions = {}): Promise<void> {
  const ads = adsOrigin === undefined ? [] : [adsOrigin];
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_request, response) => `'nonce-${cspNonce(response)}'`, ...ads],
        scriptSrcAttr: ["'none'"],
        // Inline styles stay allowed: the inlined stylesheets, React's style attributes and the dialogs'
        // scroll lock (a <style> added at run time) would otherwise each need a nonce (ADR 213).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: hotReload ? ["'self'", "ws:"] : ["'self'"],
        // Article videos (the only iframes the news sanitiser keeps) and the search-ads service's ad frames.
        frameSrc: [...VIDEO_EMBED_HOSTS.map((host) => `https://${host}`), ...ads],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Only over https (below): on plain http the header is meaningless, and behind a proxy only it knows.
    strictTransportSecurity: false,
  });
  server.addHook("onRequest", async (request, reply) => {
    reply.raw.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // request.protocol reads X-Forwarded-Proto only when trustProxy says the proxy is ours.
    if (request.protocol === "https") reply.raw.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  });
}
