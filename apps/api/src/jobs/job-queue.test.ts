import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { claimJob, enqueueJob, MAX_JOB_ATTEMPTS, runDueJobs, type JobHandler } from "./job-queue.js";

/** A handler that records the keys it ran and throws while `failing` is set. */
function recorder(kind: string) {
  const ran: string[] = [];
  const handler: JobHandler & { failing: boolean } = {
    kind,
    failing: false,
    async run(key) {
      ran.push(key);
      if (handler.failing) throw new Error("source down");
    },
  };
  return { handler, ran };
}

describe("#24.3 the durable job queue", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom("jobs").execute();
  });
  const job = (key: string) => database.db.selectFrom("jobs").selectAll().where("key", "=", key).executeTakeFirstOrThrow();
  const makeDue = () =>
    database.db
      .updateTable("jobs")
      .set({ run_at: sql`now()` })
      .execute();

  it("is idempotent: asking twice for one key is one job, run once", async () => {
    const { handler, ran } = recorder("test");
    await enqueueJob(database.db, "test", "A");
    await enqueueJob(database.db, "test", "A");
    await enqueueJob(database.db, "test", "B");
    expect(await runDueJobs(database.db, [handler])).toEqual({ done: 2, failed: 0 });
    expect(ran.sort()).toEqual(["A", "B"]);
    expect((await job("A")).status).toBe("done");
    expect(await runDueJobs(database.db, [handler])).toEqual({ done: 0, failed: 0 });
  });

  it("retries a failed job with backoff, then marks it failed with its error", async () => {
    const { handler, ran } = recorder("test");
    handler.failing = true;
    await enqueueJob(database.db, "test", "C");
    expect(await runDueJobs(database.db, [handler])).toEqual({ done: 0, failed: 1 });
    const waiting = await job("C");
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, last_error: "source down" });
    expect(waiting.run_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: the backoff holds it.
    expect(await runDueJobs(database.db, [handler])).toEqual({ done: 0, failed: 0 });
    for (let i = 1; i < MAX_JOB_ATTEMPTS; i++) {
      await makeDue();
      await runDueJobs(database.db, [handler]);
    }
    expect(ran).toHaveLength(MAX_JOB_ATTEMPTS);
    expect(await job("C")).toMatchObject({ status: "failed", attempts: MAX_JOB_ATTEMPTS });
    // Asked for again (a new feed), a failed job starts over.
    handler.failing = false;
    await enqueueJob(database.db, "test", "C");
    expect(await runDueJobs(database.db, [handler])).toEqual({ done: 1, failed: 0 });
  });

  it("survives a restart: a job whose process died is taken again when its lease ends", async () => {
    await enqueueJob(database.db, "test", "D");
    const claimed = await claimJob(database.db, ["test"], 60_000);
    expect(claimed?.key).toBe("D");
    // The process dies here; nobody else may take the job while the lease runs.
    const { handler, ran } = recorder("test");
    expect(await runDueJobs(database.db, [handler])).toEqual({ done: 0, failed: 0 });
    await makeDue();
    expect(await runDueJobs(database.db, [handler])).toEqual({ done: 1, failed: 0 });
    expect(ran).toEqual(["D"]);
  });

  it("two workers never take the same job", async () => {
    for (const key of ["E1", "E2", "E3", "E4"]) await enqueueJob(database.db, "test", key);
    const claims = await Promise.all([1, 2, 3, 4, 5].map(() => claimJob(database.db, ["test"])));
    expect(
      claims
        .filter(Boolean)
        .map((claim) => claim!.key)
        .sort(),
    ).toEqual(["E1", "E2", "E3", "E4"]);
  });

  it("runs again when asked for during a run, and a shutdown gives the job back", async () => {
    const ran: string[] = [];
    const stopping = new AbortController();
    const handler: JobHandler = {
      kind: "test",
      async run(key) {
        ran.push(key);
        if (ran.length === 1) await enqueueJob(database.db, "test", key); // new work arrives mid-run
        if (ran.length === 2) stopping.abort(); // the process is told to stop mid-run
      },
    };
    await enqueueJob(database.db, "test", "F");
    await runDueJobs(database.db, [handler], { signal: stopping.signal });
    expect(ran).toEqual(["F", "F"]);
    expect(await job("F")).toMatchObject({ status: "pending", attempts: 0 });
    expect(await runDueJobs(database.db, [handler])).toEqual({ done: 1, failed: 0 });
    expect((await job("F")).status).toBe("done");
  });

  it("leaves jobs of kinds it has no handler for", async () => {
    await enqueueJob(database.db, "other", "G");
    const { handler } = recorder("test");
    expect(await runDueJobs(database.db, [handler])).toEqual({ done: 0, failed: 0 });
    expect((await job("G")).status).toBe("pending");
  });
});
