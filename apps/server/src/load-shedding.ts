import { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyUnderPressure from "@fastify/under-pressure";
import { BUSY_RETRY_AFTER_SECONDS, ERROR_MESSAGES } from "@carmarket/api";

export interface SheddingOptions {
  /** Shed when the event loop lags more than this (SHED_EVENT_LOOP_DELAY_MS, default 1000 ms). */
  maxEventLoopDelayMs: number;
  /**
   * Shed what arrives while this many requests from the network are in flight in this process
   * (SHED_MAX_IN_FLIGHT, default 32): past it a request would wait behind the others' CPU long enough to
   * spend the render's 5 s budget, so it gets the fast 503 now.
   */
  maxInFlight: number;
}

export function readSheddingOptions(env: NodeJS.ProcessEnv = process.env): SheddingOptions {
  return { maxEventLoopDelayMs: Number(env.SHED_EVENT_LOOP_DELAY_MS) || 1000, maxInFlight: Number(env.SHED_MAX_IN_FLIGHT) || 32 };
}

/** Cheap answers that keep flowing under pressure: fingerprinted assets, site files and the health checks. */
function exempt(url: string): boolean {
  return /^\/_[md]\/|^\/(favicon|robots)|^\/api\/health/.test(url);
}

const BUSY_PAGE = (retryUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>We're busy right now | CarMarket</title></head>
<body><main><h1>We're busy right now</h1><p>${ERROR_MESSAGES.busy}</p>
<p><a href="${retryUrl}">Try again</a></p></main></body></html>`;

/** The URL to try again, escaped for an attribute (it is the request's own path and query). */
function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What a shed request is answered (status 503), or null for what keeps flowing. */
export function busyAnswer(url: string): { type: string; body: string | object } | null {
  if (exempt(url)) return null;
  if (url.startsWith("/api/")) return { type: "application/json; charset=utf-8", body: { status: 0, message: ERROR_MESSAGES.busy } };
  return { type: "text/html; charset=utf-8", body: BUSY_PAGE(attribute(url)) };
}

/**
 * Load shedding: when the process is overloaded (its event loop lags, @fastify/under-pressure, or too many
 * requests are in flight) a shopper gets a fast 503 with `Retry-After` at once, a page a small static one with a retry link and the API its usual
 * `{ status: 0, message }`, instead of waiting for a render that would time out (ADR 230). Only requests
 * from the network are shed: a render's own API call (Fastify inject, ADR 247) belongs to a page already
 * admitted, and shedding it would throw away the work spent on that page for a 503 anyway.
 */
export async function registerLoadShedding(server: FastifyInstance, options: SheddingOptions): Promise<void> {
  await server.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    // Returning without an answer lets the request through; an answered request goes no further.
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      const answer = sheddable(request);
      if (answer) sendBusy(reply, answer);
    },
  });
  let inFlight = 0;
  server.addHook("onRequest", (request, reply, done) => {
    const answer = sheddable(request);
    if (!answer) return done();
    if (inFlight >= options.maxInFlight) return sendBusy(reply, answer);
    inFlight += 1;
    // "close" comes once whether the answer was sent or the shopper went away.
    reply.raw.once("close", () => (inFlight -= 1));
    done();
  });
}

/** The busy answer for a request shedding applies to: from the network (not a render's own call), not exempt. */
function sheddable(request: FastifyRequest): ReturnType<typeof busyAnswer> {
  return request.raw instanceof IncomingMessage ? busyAnswer(request.url) : null;
}

function sendBusy(reply: FastifyReply, answer: NonNullable<ReturnType<typeof busyAnswer>>): void {
  void reply.status(503).header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS)).header("Cache-Control", "no-store").type(answer.type).send(answer.body);
}
