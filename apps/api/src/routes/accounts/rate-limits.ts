import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { HttpError } from "../../http/errors.js";

export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please try again later.";

/** Per-IP and per-email budgets of the calls attackers hammer (guessing passwords, mail bombing). */
export const AUTH_RATE_LIMITS = {
  signIn: { perIp: 20, perEmail: 10, windowMs: 15 * 60_000 },
  emailLink: { perIp: 10, perEmail: 3, windowMs: 15 * 60_000 },
  subscribe: { perIp: 30, perEmail: 10, windowMs: 60 * 60_000 },
} as const;

function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase().slice(0, 320) : "";
}

/**
 * A preHandler that counts the request against two budgets, its IP and the `email` of its body, and
 * answers 429 with `Retry-After` when either is spent. Runs after body parsing, so the email is known.
 * Needs @fastify/rate-limit registered on `app` (in-memory store: one budget per API process).
 */
export function limitByIpAndEmail(
  app: FastifyInstance,
  name: string,
  limits: { perIp: number; perEmail: number; windowMs: number },
): preHandlerAsyncHookHandler {
  const byIp = app.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: (request) => `${name}:ip:${request.ip}` });
  const byEmail = app.createRateLimit({ max: limits.perEmail, timeWindow: limits.windowMs, keyGenerator: (request) => `${name}:email:${emailKey(request)}` });
  return async (request, reply) => {
    for (const limit of [byIp, byEmail]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", String(result.ttlInSeconds));
        throw new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
      }
    }
  };
}
