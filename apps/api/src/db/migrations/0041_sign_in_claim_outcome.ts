import type { Kysely } from "kysely";

// A sign-in claim's outcome is written by the statement that decides it (ADR 316): reading it back as "the last
// failure is this statement's now()" let a refused claim through when the clock had not moved, and PGlite's now()
// moves in whole milliseconds, so a burst of parallel guesses slipped past the wait.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sign_in_throttles")
    .addColumn("last_claim_allowed", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sign_in_throttles").dropColumn("last_claim_allowed").execute();
}
