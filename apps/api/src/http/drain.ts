import type { FastifyInstance } from "fastify";

/**
 * The drain on SIGTERM (ADR 240) for a Fastify that listens: every request gets a real answer, and no
 * keep-alive connection outlives it. Fastify marks `Connection: close` only on requests that arrive once
 * closing began, and Node's close() reaps only the connections idle at that moment, so a connection whose
 * request was in flight stayed open for the whole keep-alive timeout (72 s) after its answer and held the
 * drain past its bound. Here those answers say `Connection: close` too, and a connection that goes idle
 * during the drain (an answer streamed before it began) is closed at once.
 */
export function drainConnections(app: FastifyInstance): void {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (draining && !reply.raw.headersSent) reply.header("connection", "close");
  });
  app.addHook("onResponse", async () => {
    if (draining) setImmediate(() => app.server.closeIdleConnections());
  });
}

/**
 * While Fastify closes, a request that still arrives on an open keep-alive connection gets a real
 * answer (with `Connection: close`) instead of Fastify's bare 503, so readiness can say it is draining.
 */
export const DRAIN_SERVER_OPTIONS = { return503OnClosing: false } as const;
