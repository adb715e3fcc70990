import { sql, type Kysely } from "kysely";

// Dealers push their feeds to POST /dealer-feed with a per-dealer API key (ADR 210). Only the SHA-256 of
// the random key is kept; `prefix` is its first characters, not secret, to tell keys apart in a list.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("dealer_feed_keys")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("dealer_id", "integer", (c) => c.notNull().references("dealers.id").onDelete("cascade"))
    .addColumn("label", "text")
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("dealer_feed_keys").execute();
}
