import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { contract } from "@carmarket/contract";
import { optionalUser } from "../../auth/request-user.js";
import { BadRequestError } from "../../http/errors.js";
import { routeOperation } from "../../http/contract-route.js";
import { submitLead } from "../../leads/submit-lead.js";
import { limitFieldLengths } from "./account-fields.js";
import { AUTH_RATE_LIMITS, bodyEmail, limitByIpAndSubject } from "./rate-limits.js";

/** Printable ASCII, like the IETF Idempotency-Key draft's opaque keys (UUIDs in practice). */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The request's `Idempotency-Key`, or null without one; a malformed key is refused before the body is read. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers["idempotency-key"];
  const key = typeof header === "string" && header !== "" ? header : null;
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new BadRequestError("Invalid Idempotency-Key.");
  return key;
}

/**
 * POST /leads: 'Check Availability' (§3 Lead data, §5 lead form), idempotent by `Idempotency-Key` and
 * by VIN + email for 24 hours, within a budget per address and per email.
 */
export const leadRoutes: FastifyPluginAsync = async (app) => {
  const refuseMalformedKey = async (request: FastifyRequest) => {
    idempotencyKeyOf(request);
  };
  const preHandler = [limitByIpAndSubject(app, "lead", AUTH_RATE_LIMITS.lead, bodyEmail), refuseMalformedKey, limitFieldLengths()];
  routeOperation(app, contract.submitLead, { preHandler }).handle(async ({ body: lead }, request) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const user = await optionalUser(app.db, request);
    return submitLead(app.db, lead, { idempotencyKey, userId: user?.userId ?? null });
  });
};
