import { sql, type Kysely } from "kysely";

// Rate-limit budgets live in the database every API instance shares, so N instances do not give an
// attacker N budgets (issue #14). One row per budget key and window; expired rows are swept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("resets_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`create index rate_limit_windows_resets_at on rate_limit_windows (resets_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_windows").execute();
}
