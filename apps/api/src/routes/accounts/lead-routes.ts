import type { FastifyPluginAsync } from "fastify";
import { leadSubmissionSchema } from "@carmarket/validation";
import { optionalUser } from "../../auth/request-user.js";
import { BadRequestError } from "../../http/errors.js";
import { parseOrThrow } from "../../http/data-query.js";
import { submitLead } from "../../leads/submit-lead.js";
import { assertFieldLengths } from "./account-fields.js";
import { AUTH_RATE_LIMITS, bodyEmail, limitByIpAndSubject } from "./rate-limits.js";

/** Printable ASCII, like the IETF Idempotency-Key draft's opaque keys (UUIDs in practice). */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * POST /leads: 'Check Availability' (§3 Lead data, §5 lead form), idempotent by `Idempotency-Key` and
 * by VIN + email for 24 hours, within a budget per address and per email.
 */
export const leadRoutes: FastifyPluginAsync = async (app) => {
  app.post("/leads", { preHandler: limitByIpAndSubject(app, "lead", AUTH_RATE_LIMITS.lead, bodyEmail) }, async (request) => {
    const header = request.headers["idempotency-key"];
    const idempotencyKey = typeof header === "string" && header !== "" ? header : null;
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) throw new BadRequestError("Invalid Idempotency-Key.");
    assertFieldLengths(request.body);
    const lead = parseOrThrow(leadSubmissionSchema, request.body);
    const user = await optionalUser(app.db, request);
    return submitLead(app.db, lead, { idempotencyKey, userId: user?.userId ?? null });
  });
};
