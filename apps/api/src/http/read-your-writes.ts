import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DatabaseHandle, Db } from "../db/database.js";

/**
 * Set on the answer to every write a shopper's browser sends (saving a car, a lead, a password change): while it
 * lives, their reads stay on the primary, so the next page shows what they just did even if a replica has not
 * replayed it yet (ADR 243). It carries nothing secret: forging it only moves the sender's reads to the primary.
 */
export const RECENT_WRITE_COOKIE = "cm_wrote";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyRequest {
    /** The database for reads that may lag behind the primary by up to REPLICA_MAX_LAG_MS (ADR 243). */
    readDb: Db;
  }
}

/**
 * Gives every request its `readDb`: the replicas, unless the shopper wrote within the last `maxLagMs`
 * (a replica may trail that long), in which case the primary. Without replicas both are the primary.
 */
export function registerReadYourWrites(app: FastifyInstance, database: DatabaseHandle, options: { maxLagMs: number; production: boolean }): void {
  const { db, readDb } = database;
  app.decorateRequest("readDb", {
    getter(this: FastifyRequest) {
      return this.cookies[RECENT_WRITE_COOKIE] === undefined ? readDb : db;
    },
  });
  if (readDb === db) return;
  const maxAge = Math.ceil(options.maxLagMs / 1000);
  app.addHook("onSend", async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) {
      reply.setCookie(RECENT_WRITE_COOKIE, "1", { path: "/", maxAge, httpOnly: true, sameSite: "lax", secure: options.production });
    }
    return payload;
  });
}
