import { sql } from "kysely";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/database.js";

/** One in this many counts also sweeps windows that ended (cheap, and no background loop to stop). */
const SWEEP_EVERY = 500;

type Counted = { current: number; ttl: number };

/**
 * Counts one hit of `key` in its window, starting a new window when the last one has ended: one statement,
 * so two instances counting the same key at once both see the sum.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Counted> {
  const row = await sql<{ hits: number; ttl_ms: number }>`
    insert into rate_limit_windows as w (key, hits, resets_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when w.resets_at <= now() then 1 else w.hits + 1 end,
      resets_at = case when w.resets_at <= now() then excluded.resets_at else w.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::float8 as ttl_ms`
    .execute(db)
    .then((result) => result.rows[0]);
  if (!row) throw new Error("rate limit count returned no row");
  if (Math.random() < 1 / SWEEP_EVERY)
    await db
      .deleteFrom("rate_limit_windows")
      .where("resets_at", "<", sql<Date>`now()`)
      .execute();
  return { current: row.hits, ttl: row.ttl_ms };
}

/**
 * A @fastify/rate-limit store on the database every API instance shares (issue #14): the budget that refuses
 * the 21st sign-in from one address refuses it whichever instance the balancer picked. Keys are the
 * limiter's own (`<budget>:ip:<address>`, `<budget>:subject:<hash>`).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      countHit(db, key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error as Error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}
