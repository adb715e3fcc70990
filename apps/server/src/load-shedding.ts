import { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyUnderPressure from "@fastify/under-pressure";
import { BUSY_RETRY_AFTER_SECONDS, ERROR_MESSAGES } from "@carmarket/api";

export interface SheddingOptions {
  /** Shed when the event loop lags more than this (SHED_EVENT_LOOP_DELAY_MS, default 1000 ms). */
  maxEventLoopDelayMs: number;
  /**
   * Shed when the requests in flight have been in flight this long, judged by the middle one of them
   * (SHED_REQUEST_AGE_MS, default 2500 ms: half a render's 5 s wait for its API call, ADR 230).
   */
  maxRequestAgeMs: number;
  /**
   * At most this many requests from the network in flight per process (SHED_MAX_IN_FLIGHT, default 64); the next
   * one is answered the fast 503 at once. The age above reacts in tenths of a second; a crowd arriving together
   * would be admitted whole before then and all of it kept waiting past its budget.
   */
  maxInFlight: number;
}

export function readSheddingOptions(env: NodeJS.ProcessEnv = process.env): SheddingOptions {
  return {
    maxEventLoopDelayMs: Number(env.SHED_EVENT_LOOP_DELAY_MS) || 1000,
    maxRequestAgeMs: Number(env.SHED_REQUEST_AGE_MS) || 2500,
    maxInFlight: Number(env.SHED_MAX_IN_FLIGHT) || 64,
  };
}

/** How often the age of the requests in flight is sampled for shedding. */
const REQUEST_AGE_SAMPLE_MS = 100;
/** Fewer requests in flight than this are no crowd: a lone slow one (a large sitemap, a feed push) sheds nothing. */
const CROWD = 4;

/**
 * The requests from the network this process is answering, in the order they arrived (a Map keeps insertion
 * order), so the age of the middle one is a walk to it. A render's own API call (inject) is part of its page.
 */
export class RequestsInFlight {
  readonly #arrived = new Map<FastifyRequest, number>();

  add(request: FastifyRequest, now = Date.now()): void {
    this.#arrived.set(request, now);
  }

  delete(request: FastifyRequest): void {
    this.#arrived.delete(request);
  }

  get size(): number {
    return this.#arrived.size;
  }

  /**
   * How long the middle request of those in flight has been in flight (the younger one of the middle two), in ms;
   * 0 when fewer than {@link CROWD} are. Half of them are older: the queue, not one slow answer.
   */
  middleAgeMs(now = Date.now()): number {
    if (this.#arrived.size < CROWD) return 0;
    let rank = Math.floor(this.#arrived.size / 2);
    for (const arrived of this.#arrived.values()) if (rank-- === 0) return now - arrived;
    return 0;
  }
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
 * Load shedding (@fastify/under-pressure): when the process is overloaded a shopper gets a fast 503 with
 * `Retry-After` at once, a page a small static one with a retry link and the API its usual
 * `{ status: 0, message }`, instead of waiting for a render that would time out (ADR 230). Overloaded means the
 * event loop lags, too many requests are in flight, or those in flight have aged past half their budget: with the
 * database's statements on a thread or a pool of their own (ADR 257) the loop stays free while pages queue for them,
 * and each page kept waiting past its 5 s ends as a slow 503 after all its work. Only requests from the network are
 * shed or counted: a render's own API call (Fastify inject, ADR 247) belongs to a page already admitted, and
 * shedding it would throw away the work spent on that page.
 */
export async function registerLoadShedding(server: FastifyInstance, options: SheddingOptions): Promise<void> {
  const inFlight = new RequestsInFlight();
  await server.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    healthCheck: () => Promise.resolve(inFlight.middleAgeMs() <= options.maxRequestAgeMs),
    healthCheckInterval: REQUEST_AGE_SAMPLE_MS,
    // It only measures; the door below answers. A reply sent from here lets the request go on while compression
    // finishes it, and the page was rendered after its 503 all the same.
    pressureHandler: () => undefined,
  });
  server.addHook("onRequest", async (request, reply) => {
    if (!(request.raw instanceof IncomingMessage)) return;
    const answer = busyAnswer(request.url);
    if (!answer) return;
    if (server.isUnderPressure() || inFlight.size >= options.maxInFlight) {
      // The connection closes: a client that retries at once waits for a new one in the kernel's queue, not in the
      // event loop, whose time goes to the pages admitted (kept open, 300 connections retrying their 503s took the
      // whole loop and no article was served; closed, articles were served at the usual rate).
      return reply
        .status(503)
        .header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS))
        .header("Cache-Control", "no-store")
        .header("Connection", "close")
        .type(answer.type)
        .send(answer.body);
    }
    inFlight.add(request);
  });
  const settled = async (request: FastifyRequest) => inFlight.delete(request);
  server.addHook("onResponse", settled);
  server.addHook("onRequestAbort", settled);
}
