import { sql, type Kysely } from "kysely";

// Sign-in slows whoever guesses an account's password instead of locking its owner out (issue #25, ADR 316): one
// row per email that failed lately, keyed by its hash so an unknown email is throttled like a known one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_in_throttles")
    .addColumn("account_key", "text", (c) => c.primaryKey())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failure_at", "timestamptz", (c) => c.notNull())
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull())
    .addColumn("warned_at", "timestamptz")
    .execute();
  // Rows whose failures are forgotten are swept by this.
  await sql`create index sign_in_throttles_last_failure_at on sign_in_throttles (last_failure_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_throttles").execute();
}
