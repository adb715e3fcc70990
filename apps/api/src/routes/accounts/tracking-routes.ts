import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { vinFeedbackSchema } from "@carmarket/validation";
import { optionalUser } from "../../auth/request-user.js";
import { parseOrThrow } from "../../http/data-query.js";
import { analyticsEventSchema, recordEvent, trackingPayloadSchema } from "../../tracking/events.js";
import { vinSchema } from "./account-fields.js";
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

  for (const kind of ["click", "listing", "campaign"] as const) {
    app.post(`/interact/${kind}`, { config }, async (request) => {
      const payload = parseOrThrow(trackingPayloadSchema, request.body ?? {});
      await recordEvent(db, { kind, name: null, payload, ...(await who(request)) });
      return { status: 1 };
    });
  }

  app.post("/interact/vinfeedback", { config }, async (request) => {
    const form = parseOrThrow(vinFeedbackSchema, request.body);
    const vin = parseOrThrow(vinSchema, form.vin);
    await assertListingExists(db, vin);
    await recordEvent(db, { kind: "vinfeedback", name: form.reason, payload: { vin, reason: form.reason, comment: form.comment ?? "" }, ...(await who(request)) });
    return { status: 1, message: TRACKING_MESSAGES.feedback };
  });

  app.post("/interact/event", { config }, async (request) => {
    const event = parseOrThrow(analyticsEventSchema, request.body);
    const { name, ...payload } = event;
    await recordEvent(db, { kind: "event", name, payload, ...(await who(request)) });
    return { status: 1 };
  });
};
