import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/connection-errors.js";
import { HttpError } from "./errors.js";

export const ERROR_MESSAGES = {
  invalid: "Invalid request.",
  tooLarge: "The request is too large.",
  mediaType: "Unsupported content type.",
  unknown: "An unknown error occurred. Please try again later.",
  busy: "CarMarket is busy right now. Please try again in a few seconds.",
  unavailable: "CarMarket is unavailable right now. Please try again in a few seconds.",
} as const;

/** Seconds a shopper is asked to wait (`Retry-After`) when the server is too busy to answer (ADR 230). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** Fastify's own refusals, reworded where its text quotes the request back (a content type, a URL). */
const FRAMEWORK_MESSAGES: Partial<Record<number, string>> = {
  400: ERROR_MESSAGES.invalid,
  413: ERROR_MESSAGES.tooLarge,
  415: ERROR_MESSAGES.mediaType,
};

/**
 * A Postgres "data exception" (SQLSTATE class 22: a NUL in text, an integer out of range, a bad
 * date…): the input was wrong, not the server. The edge should have refused it already.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

/** Postgres cancelled the statement (SQLSTATE 57014): it ran past the statement timeout, the shoppers' bound. */
function isCancelledStatement(error: unknown): boolean {
  return (error as { code?: unknown }).code === "57014";
}

/**
 * Every failure answers `{ status: 0, message }`: shopper-safe text, a 4xx for bad input, and never a
 * stack or the text of a database error (those go to the log).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) void reply.header("retry-after", String(error.retryAfterSeconds));
    return reply.status(error.statusCode).send({ status: 0, message: error.message });
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, "database refused the input of a request the edge let through");
    return reply.status(400).send({ status: 0, message: ERROR_MESSAGES.invalid });
  }
  if (isCancelledStatement(error)) {
    request.log.warn({ err: error }, "a statement ran past the statement timeout");
    return reply.status(503).header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS)).send({ status: 0, message: ERROR_MESSAGES.busy });
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away (stopped, restarting, unreachable): the shopper may retry; the pool reconnects by itself.
    request.log.warn({ err: error }, "the database is unavailable");
    return reply.status(503).header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS)).send({ status: 0, message: ERROR_MESSAGES.unavailable });
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send({ status: 0, message: FRAMEWORK_MESSAGES[status] ?? error.message });
  }
  request.log.error({ err: error }, "unhandled API error");
  return reply.status(500).send({ status: 0, message: ERROR_MESSAGES.unknown });
}
