import { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyUnderPressure from "@fastify/under-pressure";
import { BUSY_RETRY_AFTER_SECONDS, ERROR_MESSAGES } from "@carmarket/api";

export interface SheddingOptions {
  /** Shed when the event loop lags more than this (SHED_EVENT_LOOP_DELAY_MS, default 1000 ms). */
  maxEventLoopDelayMs: number;
  /**
   * Shed when the oldest piece of work waiting for the database has waited more than this (SHED_DATABASE_WAIT_MS,
   * default 2000 ms, well inside a render's 5 s wait for its API call): the database, not this thread, is the
   * bottleneck, so a new page would queue behind the others and time out as a slow 503 (ADR 257).
   */
  maxDatabaseWaitMs: number;
}

/** How long the database has kept its oldest waiting work waiting, in ms (`DatabaseHandle.oldestWaitMs`). */
export type DatabaseWait = () => number;

export function readSheddingOptions(env: NodeJS.ProcessEnv = process.env): SheddingOptions {
  return { maxEventLoopDelayMs: Number(env.SHED_EVENT_LOOP_DELAY_MS) || 1000, maxDatabaseWaitMs: Number(env.SHED_DATABASE_WAIT_MS) || 2000 };
}

/** How often the database's wait is sampled for shedding. */
const DATABASE_WAIT_SAMPLE_MS = 100;

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
 * Load shedding (@fastify/under-pressure): when the process or its database is overloaded a shopper gets a fast 503 with
 * `Retry-After` at once, a page a small static one with a retry link and the API its usual
 * `{ status: 0, message }`, instead of waiting for a render that would time out (ADR 230). Only requests
 * from the network are shed: a render's own API call (Fastify inject, ADR 247) belongs to a page already
 * admitted, and shedding it would throw away the work spent on that page for a 503 anyway.
 */
export async function registerLoadShedding(server: FastifyInstance, options: SheddingOptions, databaseWait: DatabaseWait): Promise<void> {
  await server.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    // Since ADR 257 the embedded database's statements queue on a thread of their own, and a Postgres pool's on the
    // pool: the event loop stays free while they wait, so its delay alone would never shed a crowd the database cannot serve.
    healthCheck: () => Promise.resolve(databaseWait() <= options.maxDatabaseWaitMs),
    healthCheckInterval: DATABASE_WAIT_SAMPLE_MS,
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    // Returning without an answer lets the request through; an answered request goes no further.
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      if (!(request.raw instanceof IncomingMessage)) return;
      const answer = busyAnswer(request.url);
      if (!answer) return;
      void reply.status(503).header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS)).header("Cache-Control", "no-store").type(answer.type).send(answer.body);
    },
  });
}
