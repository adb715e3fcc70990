import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import { contract, vinSchema, type MessageAnswer } from "@carmarket/contract";
import { subscribePriceDrop, unsubscribePriceDrop } from "../../alerts/price-drop.js";
import { stopSearchDigest } from "../../alerts/search-digest.js";
import { BadRequestError } from "../../http/errors.js";
import { escapeHtml, htmlPage } from "../../outbox/html-page.js";
import { routeOperation } from "../../http/contract-route.js";
import { parseOrThrow } from "../../http/data-query.js";
import { limitFieldLengths } from "./account-fields.js";
import { AUTH_RATE_LIMITS, bodyEmail, limitByIpAndSubject } from "./rate-limits.js";
import { assertListingExists } from "./saved/saved-vins.js";

export const ALERT_MESSAGES = {
  subscribed: "We will email you when the price of this car drops.",
  unsubscribed: "You will no longer receive price-drop emails for this car.",
  badToken: "This unsubscribe link is invalid or was already used.",
} as const;

export const DIGEST_MESSAGES = {
  on: "We will email you new cars that match this search.",
  off: "You will no longer receive emails for this search.",
  badToken: "This unsubscribe link is invalid. Manage your saved searches on My Account.",
} as const;

const tokenQuerySchema = (message: string) => v.object({ token: v.pipe(v.string(message), v.regex(/^[A-Za-z0-9_-]{1,100}$/, message)) });

/**
 * An emailed unsubscribe link (works without signing in): a browser gets a page, API clients JSON.
 * `stop` ends what the token names and says whether the token was known.
 */
function unsubscribeHandler(stop: (token: string) => Promise<boolean>, messages: { done: string; badToken: string }, pageTitle: string) {
  const querySchema = tokenQuerySchema(messages.badToken);
  return async (input: { query: { token?: string | undefined } }, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const query = v.safeParse(querySchema, input.query);
    const done = query.success && (await stop(query.output.token));
    if (request.headers.accept?.includes("text/html")) {
      const message = done ? messages.done : messages.badToken;
      return reply
        .status(done ? 200 : 400)
        .type("text/html; charset=utf-8")
        .send(
          htmlPage(
            `CarMarket ${pageTitle.toLowerCase()}`,
            `<main><h1>${escapeHtml(pageTitle)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to CarMarket</a></p></main>`,
          ),
        );
    }
    if (!done) throw new BadRequestError(messages.badToken);
    return reply.send({ status: 1, message: messages.done } satisfies MessageAnswer);
  };
}

/** Price-drop alerts (§1) and saved-search digests: subscribe, and stop from the emailed link without signing in. */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  const subscribeLimit = limitByIpAndSubject(app, "price-drop", AUTH_RATE_LIMITS.subscribe, bodyEmail);
  routeOperation(app, contract.subscribePriceDrop, { preHandler: [subscribeLimit, limitFieldLengths(254)] }).handle(async ({ body: form }) => {
    const vin = parseOrThrow(vinSchema, form.vin);
    await assertListingExists(db, vin);
    await subscribePriceDrop(db, form.email, vin);
    return { status: 1, message: ALERT_MESSAGES.subscribed };
  });

  routeOperation(app, contract.unsubscribePriceDrop).handle(
    unsubscribeHandler(
      (token) => unsubscribePriceDrop(db, token),
      { done: ALERT_MESSAGES.unsubscribed, badToken: ALERT_MESSAGES.badToken },
      "Price-drop alerts",
    ),
  );
  routeOperation(app, contract.unsubscribeSearchDigest).handle(
    unsubscribeHandler((token) => stopSearchDigest(db, token), { done: DIGEST_MESSAGES.off, badToken: DIGEST_MESSAGES.badToken }, "Saved-search emails"),
  );
};
