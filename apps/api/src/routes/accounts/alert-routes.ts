import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { priceDropSubscriptionSchema } from "@carmarket/validation";
import { subscribePriceDrop, unsubscribePriceDrop } from "../../alerts/price-drop.js";
import { BadRequestError } from "../../http/errors.js";
import { escapeHtml, htmlPage } from "../../outbox/html-page.js";
import { parseOrThrow, readDataQuery } from "../../http/data-query.js";
import { assertFieldLengths, vinSchema } from "./account-fields.js";
import { AUTH_RATE_LIMITS, bodyEmail, limitByIpAndSubject } from "./rate-limits.js";
import { assertListingExists } from "./saved/saved-vins.js";

export const ALERT_MESSAGES = {
  subscribed: "We will email you when the price of this car drops.",
  unsubscribed: "You will no longer receive price-drop emails for this car.",
  badToken: "This unsubscribe link is invalid or was already used.",
} as const;

const unsubscribeQuerySchema = v.object({ token: v.pipe(v.string(ALERT_MESSAGES.badToken), v.regex(/^[A-Za-z0-9_-]{1,100}$/, ALERT_MESSAGES.badToken)) });

/** Price-drop alerts (§1): subscribe by email, unsubscribe from the emailed link without signing in. */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.post("/alerts/price-drop", { preHandler: limitByIpAndSubject(app, "price-drop", AUTH_RATE_LIMITS.subscribe, bodyEmail) }, async (request) => {
    assertFieldLengths(request.body, 254);
    const form = parseOrThrow(priceDropSubscriptionSchema, request.body);
    const vin = parseOrThrow(vinSchema, form.vin);
    await assertListingExists(db, vin);
    await subscribePriceDrop(db, form.email, vin);
    return { status: 1, message: ALERT_MESSAGES.subscribed };
  });

  // The emailed link opens in a browser, which gets a page; API clients get JSON.
  app.get("/alerts/unsubscribe", async (request, reply) => {
    const query = v.safeParse(unsubscribeQuerySchema, readDataQuery(request.query, v.record(v.string(), v.string())));
    const done = query.success && (await unsubscribePriceDrop(db, query.output.token));
    if (request.headers.accept?.includes("text/html")) {
      const message = done ? ALERT_MESSAGES.unsubscribed : ALERT_MESSAGES.badToken;
      return reply
        .status(done ? 200 : 400)
        .type("text/html; charset=utf-8")
        .send(htmlPage("CarMarket price alerts", `<main><h1>Price-drop alerts</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to CarMarket</a></p></main>`));
    }
    if (!done) throw new BadRequestError(ALERT_MESSAGES.badToken);
    return { status: 1, message: ALERT_MESSAGES.unsubscribed };
  });
};
