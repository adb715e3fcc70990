import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { contract, vinSchema, type AnalyticsEvent } from "@carmarket/contract";
import { holdsContactDetails } from "@carmarket/validation";
import { optionalUser } from "../../auth/request-user.js";
import { routeOperation } from "../../http/contract-route.js";
import { parseOrThrow } from "../../http/data-query.js";
import { recordEvent } from "../../tracking/events.js";
import { readCookieId } from "./saved/cookie-id.js";
import { assertListingExists } from "./saved/saved-vins.js";

export const TRACKING_MESSAGES = {
  feedback: "Thank you! Your report helps us keep listings accurate.",
} as const;

/** Per-IP budget of tracking calls: generous for real pages, a wall for scripts filling the table. */
const TRACKING_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

/** §7 tracking calls and analytics events, stored append-only in `events`. */
export const trackingRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const config = { rateLimit: { ...TRACKING_RATE_LIMIT, keyGenerator: (request: FastifyRequest) => `interact:${request.ip}` } };

  const who = async (request: FastifyRequest) => ({
    cookieId: readCookieId(request, undefined),
    userId: (await optionalUser(db, request))?.userId ?? null,
  });

  const tracked = [
    ["click", contract.trackClick],
    ["listing", contract.trackListing],
    ["campaign", contract.trackCampaign],
  ] as const;
  for (const [kind, operation] of tracked) {
    routeOperation(app, operation, { config }).handle(async ({ body: payload }, request) => {
      await recordEvent(db, { kind, name: null, payload, ...(await who(request)) });
      return { status: 1 as const };
    });
  }

  routeOperation(app, contract.sendVinFeedback, { config }).handle(async ({ body: form }, request) => {
    const vin = parseOrThrow(vinSchema, form.vin);
    await assertListingExists(db, vin);
    await recordEvent(db, {
      kind: "vinfeedback",
      name: form.reason,
      payload: { vin, reason: form.reason, comment: form.comment ?? "" },
      ...(await who(request)),
    });
    return { status: 1, message: TRACKING_MESSAGES.feedback };
  });

  routeOperation(app, contract.trackEvent, { config }).handle(async ({ body: event }, request) => {
    const { name, ...payload } = withoutTypedContact(event);
    await recordEvent(db, { kind: "event", name, payload, ...(await who(request)) });
    return { status: 1 };
  });
};

/** Issue #17: a typed search is kept as typed only when it holds no email address or phone number, whoever sent it. */
function withoutTypedContact(event: AnalyticsEvent): AnalyticsEvent {
  if (event.name !== "search_query" || event.text === undefined || !holdsContactDetails(event.text)) return event;
  const { text: _dropped, ...rest } = event;
  return rest;
}
