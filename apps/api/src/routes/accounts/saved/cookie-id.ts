import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { BadRequestError } from "../../../http/errors.js";
import { dependsOnWhoAsks } from "../../../http/personal-answers.js";

/** A visitor's cookie id (§6): 128 random bits, hex. Ids of other shapes are refused. */
const COOKIE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh cookie id for a new visitor. */
export function newCookieId(): string {
  return randomBytes(16).toString("hex");
}

/**
 * The visitor's cookie id from the `cookie_id` field or the `X-Cookie-Id` header (the field wins), or
 * null when neither is sent. A malformed id is a 400, not a new visitor. The answer is then the visitor's own.
 */
export function readCookieId(request: FastifyRequest, field: unknown): string | null {
  dependsOnWhoAsks(request);
  const header = request.headers["x-cookie-id"];
  const value = field ?? (typeof header === "string" ? header : undefined);
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !COOKIE_ID_PATTERN.test(value)) throw new BadRequestError("Invalid cookie id.");
  return value;
}
