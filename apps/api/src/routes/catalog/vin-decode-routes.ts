import type { FastifyPluginAsync } from "fastify";
import { contract, MALFORMED_VIN_REFUSALS, VIN_SOURCE } from "@carmarket/contract";
import { routeOperation } from "../../http/contract-route.js";
import { decodeVins } from "../../vin-decoding/decode-vins.js";
import { limitByIp } from "../accounts/rate-limits.js";

/**
 * Decodes per address: a cold pattern costs the process tens of milliseconds of vPIC lookups, so one address
 * may ask about two VINs a minute on average, in bursts (issue #23 item 7; docs/security.md).
 */
export const VIN_DECODE_RATE_LIMIT = { perIp: 30, windowMs: 15 * 60_000 } as const;

/** GET /vin/{vin}: NHTSA vPIC's decode of a VIN for other teams (issue #23 item 7, ADR 278). */
export const vinDecodeRoutes: FastifyPluginAsync = async (app) => {
  const limit = limitByIp(app, "vin-decode", VIN_DECODE_RATE_LIMIT);
  routeOperation(app, contract.decodeVin, { preHandler: limit }).handle(async ({ params: { vin } }, request, reply) => {
    // A pattern the catalogue's cars share is read from vin_patterns; only others reach the decoder.
    const decode = (await decodeVins(request.readDb, [vin])).byVin.get(vin)!;
    if (decode.ok) return { vin: decode.vin, source: VIN_SOURCE, facts: decode.facts };
    return reply.status(MALFORMED_VIN_REFUSALS.includes(decode.reason) ? 400 : 404).send({ status: 0, message: decode.message, reason: decode.reason });
  });
};
