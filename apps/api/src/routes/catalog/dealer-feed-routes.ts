import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { contract, FEED_NOT_CSV } from "@carmarket/contract";
import { authenticateDealerKey } from "../../feeds/dealer-keys.js";
import { FeedError, importFeed } from "../../feeds/import-feed.js";
import { countFeedImport } from "../../metrics/api-metrics.js";
import { routeOperation } from "../../http/contract-route.js";
import { HttpError, UnauthorizedError } from "../../http/errors.js";
import { limitByIpAndSubject, type RateBudget } from "../accounts/rate-limits.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The dealer feed key a /dealer-feed call presented, once it is known to be active. */
    dealerFeedKey: { keyId: number; dealerId: number } | null;
  }
}

/** Largest feed the endpoint reads: some 20,000 cars in the columns we read (ADR 210). */
export const FEED_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/** A few imports an hour per key (a dealer's system pushes a few times a day), more per address for a provider of many dealers. */
export const DEALER_FEED_RATE_LIMIT = { perIp: 60, perSubject: 6, windowMs: 60 * 60_000 } as const satisfies RateBudget;

export const DEALER_FEED_MESSAGES = {
  /** One answer for a missing, malformed, unknown or revoked key: it says nothing about which. */
  unauthorized: "A valid dealer feed key is required (Authorization: Bearer <key>).",
  tooLarge: `The feed is larger than ${FEED_BODY_LIMIT_BYTES / 1024 / 1024} MB, so nothing was imported. Leave out the columns CarMarket does not read.`,
  notCsv: FEED_NOT_CSV,
} as const;

const BEARER = /^Bearer ([\x21-\x7e]{1,200})$/;

function presentedKey(request: FastifyRequest): string | null {
  const match = BEARER.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
}

/**
 * POST /dealer-feed (text/csv, `Authorization: Bearer <dealer feed key>`): a dealer pushes its whole
 * Google vehicle-listings feed; the same `importFeed` as the `import-feed` CLI, for the key's dealer
 * only (ADR 210). The key is checked and counted against the rate limit before the body is read.
 */
export const dealerFeedRoutes: FastifyPluginAsync = async (app) => {
  app.decorateRequest("dealerFeedKey", null);
  app.addContentTypeParser("text/csv", { parseAs: "string" }, (_request, body, done) => done(null, body));
  // Errors this plugin's routes raise before the handler, in the feed's words; the API's handler answers them.
  app.setErrorHandler((error, _request, reply) => {
    if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new HttpError(413, DEALER_FEED_MESSAGES.tooLarge);
    if (error instanceof UnauthorizedError) reply.header("www-authenticate", 'Bearer realm="dealer-feed"');
    throw error;
  });

  const authenticate: onRequestAsyncHookHandler = async (request) => {
    const key = presentedKey(request);
    request.dealerFeedKey = key === null ? null : await authenticateDealerKey(app.db, key);
    if (!request.dealerFeedKey) throw new UnauthorizedError(DEALER_FEED_MESSAGES.unauthorized);
  };
  const limit = limitByIpAndSubject(app, "dealerFeed", DEALER_FEED_RATE_LIMIT, (request) => `key:${request.dealerFeedKey?.keyId ?? ""}`);

  routeOperation(app, contract.pushDealerFeed, { bodyLimit: FEED_BODY_LIMIT_BYTES, onRequest: [authenticate, limit] }).handle(
    async ({ body }, request, reply) => {
      const dealerId = request.dealerFeedKey?.dealerId;
      if (dealerId === undefined) throw new UnauthorizedError(DEALER_FEED_MESSAGES.unauthorized);
      try {
        return await countFeedImport(app.metrics, importFeed(app.db, { csv: body, dealerId }));
      } catch (error) {
        if (!(error instanceof FeedError)) throw error;
        return reply.status(422).send({ status: 0, message: error.message, rejected: error.rejected });
      }
    },
  );
};
