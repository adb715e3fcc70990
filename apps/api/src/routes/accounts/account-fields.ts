import * as v from "valibot";
import { isValidVin } from "@carmarket/validation";
import { BadRequestError } from "../../http/errors.js";

// Field rules the account calls share that the form package does not cover (the spec gives none).

/** Longest text an account or lead field may hold; anything longer is an abuse, not a name. */
export const MAX_FIELD_CHARS = 1000;

/** Refuses a body whose top-level text fields are longer than `max` characters. */
export function assertFieldLengths(body: unknown, max = MAX_FIELD_CHARS): void {
  if (typeof body !== "object" || body === null) return;
  for (const value of Object.values(body)) {
    if (typeof value === "string" && value.length > max) throw new BadRequestError("A field is too long.");
  }
}

export const INVALID_VIN_MESSAGE = "Invalid VIN.";

/** A VIN (ISO 3779 with check digit); upper-cased first so feed-style lower case is accepted. */
export const vinSchema = v.pipe(
  v.string(INVALID_VIN_MESSAGE),
  v.trim(),
  v.toUpperCase(),
  v.check((vin) => isValidVin(vin), INVALID_VIN_MESSAGE),
);

export const INVALID_SEARCH_MESSAGE = "Invalid search.";

/**
 * A saved search is a path on this site (`/used-cars/toyota?…`): never another origin or a
 * `javascript:` URL, since the apps render it as a link.
 */
export const searchUrlSchema = v.pipe(
  v.string(INVALID_SEARCH_MESSAGE),
  v.trim(),
  v.maxLength(2048, INVALID_SEARCH_MESSAGE),
  v.regex(/^\/(?![/\\])[^\s\p{Cc}]*$/u, INVALID_SEARCH_MESSAGE),
);

/** A saved search's id (a positive 32-bit integer; path parameters arrive as text). */
export const searchIdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))], INVALID_SEARCH_MESSAGE),
  v.number(INVALID_SEARCH_MESSAGE),
  v.integer(INVALID_SEARCH_MESSAGE),
  v.minValue(1, INVALID_SEARCH_MESSAGE),
  v.maxValue(2_147_483_647, INVALID_SEARCH_MESSAGE),
);

/** How many VINs and searches one visitor or account may keep (bounded storage). */
export const SAVED_LIMITS = { vins: 500, searches: 100 } as const;
