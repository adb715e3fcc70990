import type { FastifyPluginAsync } from "fastify";
import { contract } from "@carmarket/contract";
import { pingDatabase } from "../db/database.js";
import { pendingMigrations } from "../db/migrate.js";
import { routeOperation } from "../http/contract-route.js";

/**
 * The health checks. `/health` answers from the database (the e2e run waits on it); `/health/live`
 * says the process answers (a supervisor restarts it when not), with its pid so one can see which
 * worker answered; `/health/ready` says whether a balancer should send it traffic (ADR 240). None names
 * the engine or why it is not ready: the log and the loopback metrics port do (issue #25).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  let draining = false;
  // Fastify runs preClose as soon as close() starts, before it waits for the requests in flight:
  // readiness turns false first, so the balancer stops sending while they finish.
  app.addHook("preClose", async () => {
    draining = true;
  });

  /** Why this instance should get no traffic, or null when it should. */
  async function notReadyReason(): Promise<string | null> {
    if (draining) return "draining";
    let pending: string[];
    try {
      pending = await pendingMigrations(app.db);
    } catch (error) {
      return `database unreachable: ${(error as Error).message}`;
    }
    return pending.length > 0 ? `migrations not applied: ${pending.join(", ")}` : null;
  }

  routeOperation(app, contract.getHealth).handle(async () => {
    // While the database is away the ping throws, and the error handler answers its 503.
    await pingDatabase(app.db);
    return { status: "ok" };
  });
  routeOperation(app, contract.getLiveness).handle(async () => ({ status: "ok", pid: process.pid }));
  routeOperation(app, contract.getReadiness).handle(async (_input, request, reply) => {
    const reason = await notReadyReason();
    void reply.header("Cache-Control", "no-store");
    if (reason) {
      request.log.warn({ reason }, "not ready");
      return reply.status(503).send({ status: "unavailable" });
    }
    return reply.send({ status: "ok" });
  });
};
