import type { preHandlerAsyncHookHandler } from "fastify";
import { BadRequestError } from "../../http/errors.js";

// Field rules the account calls share that the form package does not cover (the spec gives none).

/** Longest text an account or lead field may hold; anything longer is an abuse, not a name. */
const MAX_FIELD_CHARS = 1000;

/**
 * A preHandler refusing a body whose top-level text fields are longer than `max` characters; it runs before the
 * contract's field rules, so an overlong field always answers 'A field is too long.'.
 */
export function limitFieldLengths(max = MAX_FIELD_CHARS): preHandlerAsyncHookHandler {
  return async (request) => {
    const body = request.body;
    if (typeof body !== "object" || body === null) return;
    for (const value of Object.values(body)) {
      if (typeof value === "string" && value.length > max) throw new BadRequestError("A field is too long.");
    }
  };
}

/** How many VINs and searches one visitor or account may keep (bounded storage). */
export const SAVED_LIMITS = { vins: 500, searches: 100 } as const;
