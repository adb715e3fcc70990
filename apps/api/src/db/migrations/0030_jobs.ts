import { sql, type Kysely } from "kysely";

// One durable queue for the API's background work (ADR 280): a row per job, unique by kind and key so
// asking twice for the same work is one job. Processes claim due rows with `for update skip locked` and
// push `run_at` forward as a lease while they work outside any transaction, so a process that dies leaves
// its job to another once the lease ends; a failure waits `run_at` out with backoff.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'done', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    // Bumped by every enqueue: a worker that finishes an older generation leaves the job pending for the newer.
    .addColumn("generation", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("run_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("jobs_kind_key", ["kind", "key"])
    .execute();
  await sql`create index jobs_due on jobs (run_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("jobs").execute();
}
