import { sql } from "kysely";
import type { Db } from "../db/database.js";

/**
 * One piece of background work: `key` names it within its `kind` (a VIN for photos); the work's own
 * state lives in its own tables, so asking again for the same key is the same job (ADR 280).
 */
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  attempts: number;
  generation: number;
}

/** What runs the jobs of one kind. It must be idempotent: a job can run again after a crash or a retry. */
export interface JobHandler {
  kind: string;
  /** Does the work; throws to have it retried. An aborted `signal` asks it to stop between items. */
  run(key: string, signal: AbortSignal): Promise<void>;
}

/** After this many failed runs a job is marked failed, with its last error, for an operator. */
export const MAX_JOB_ATTEMPTS = 6;

/** How long a claimed job is a process's before another may take it (its process died). */
const JOB_LEASE_MS = 10 * 60_000;

/** Wait before retry n (1-based): 30 s, 1, 2, 4, 8 minutes. */
function jobRetryDelayMs(attempt: number): number {
  return 30_000 * 2 ** (attempt - 1);
}

const after = (ms: number) => sql<Date>`now() + ${`${ms} milliseconds`}::interval`;

/**
 * Asks for the job `kind`/`key`, in the caller's transaction so the job exists exactly when the change
 * that needs it does. A job already waiting keeps its place (or its lease: the run under way finishes,
 * sees the newer generation and runs again); a finished or failed one is due again at once.
 */
export async function enqueueJob(db: Db, kind: string, key: string): Promise<void> {
  await db
    .insertInto("jobs")
    .values({ kind, key })
    .onConflict((oc) =>
      oc.columns(["kind", "key"]).doUpdateSet({
        generation: sql`jobs.generation + 1`,
        attempts: 0,
        last_error: null,
        run_at: sql`case when jobs.status = 'pending' then jobs.run_at else now() end`,
        status: "pending",
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/**
 * Takes the oldest due job of `kinds` and leases it for `leaseMs`: `for update skip locked` lets several
 * processes claim side by side without taking the same row, and the lease is committed at once, so the
 * work runs outside any transaction (on PGlite a long transaction would hold up every page).
 */
export async function claimJob(db: Db, kinds: readonly string[], leaseMs = JOB_LEASE_MS, keys?: readonly string[]): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0 || keys?.length === 0) return undefined;
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom("jobs")
      .select(["id", "kind", "key", "attempts", "generation"])
      .where("status", "=", "pending")
      .where("kind", "in", kinds)
      .where("run_at", "<=", sql<Date>`now()`)
      .$if(keys !== undefined, (query) => query.where("key", "in", keys!))
      .orderBy("run_at")
      .orderBy("id")
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!job) return undefined;
    await trx
      .updateTable("jobs")
      .set({ attempts: job.attempts + 1, run_at: after(leaseMs), updated_at: sql`now()` })
      .where("id", "=", job.id)
      .execute();
    return { ...job, attempts: job.attempts + 1 };
  });
}

/** Records a run's end: done, or (asked for again meanwhile) pending at once for the newer generation. */
async function completeJob(db: Db, job: ClaimedJob): Promise<void> {
  await db
    .updateTable("jobs")
    .set({
      status: sql`case when generation = ${job.generation} then 'done' else 'pending' end`,
      attempts: sql`case when generation = ${job.generation} then attempts else 0 end`,
      run_at: sql`now()`,
      last_error: null,
      updated_at: sql`now()`,
    })
    .where("id", "=", job.id)
    .execute();
}

/** Records a failed run: retried after the backoff, or failed for good after MAX_JOB_ATTEMPTS. */
async function failJob(db: Db, job: ClaimedJob, error: unknown): Promise<void> {
  const givenUp = job.attempts >= MAX_JOB_ATTEMPTS;
  await db
    .updateTable("jobs")
    .set({
      status: givenUp ? sql`case when generation = ${job.generation} then 'failed' else 'pending' end` : "pending",
      run_at: after(jobRetryDelayMs(job.attempts)),
      last_error: String((error as Error)?.message ?? error).slice(0, 1000),
      updated_at: sql`now()`,
    })
    .where("id", "=", job.id)
    .execute();
}

/** Gives a claimed job back unfinished (shutdown): due again at once, the attempt not counted. */
async function releaseJob(db: Db, job: ClaimedJob): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ run_at: sql`now()`, attempts: job.attempts - 1, updated_at: sql`now()` })
    .where("id", "=", job.id)
    .execute();
}

/**
 * Runs due jobs one after another, at most `limit`, until none is due or `signal` aborts; only those of
 * `keys` when given (the feed CLI runs its own cars' jobs). A handler that stops because of the signal
 * gives its job back; one that throws has it retried later.
 */
export async function runDueJobs(
  db: Db,
  handlers: readonly JobHandler[],
  options: { signal?: AbortSignal; limit?: number; leaseMs?: number; keys?: readonly string[] } = {},
): Promise<{ done: number; failed: number }> {
  const byKind = new Map(handlers.map((handler) => [handler.kind, handler]));
  const signal = options.signal ?? new AbortController().signal;
  let done = 0;
  let failed = 0;
  for (let i = 0; i < (options.limit ?? 20) && !signal.aborted; i++) {
    const job = await claimJob(db, [...byKind.keys()], options.leaseMs, options.keys);
    if (!job) break;
    try {
      await byKind.get(job.kind)!.run(job.key, signal);
      if (signal.aborted) await releaseJob(db, job);
      else await completeJob(db, job);
      done++;
    } catch (error) {
      await failJob(db, job, error);
      failed++;
    }
  }
  return { done, failed };
}
