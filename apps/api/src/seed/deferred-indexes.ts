import { sql } from "kysely";
import type { Db } from "../db/database.js";

/**
 * Runs `load` while `table` has none of its secondary indexes, then builds each of them once over
 * the loaded rows. Keeping GiST and btree indexes up to date row by row dominated a 1,000,000-car
 * seed (ADR 249). The definitions are read back from the catalogue, so the migrations stay their one home; indexes
 * behind constraints (the primary key the price history's foreign key checks) stay.
 */
export async function withIndexesDeferred(db: Db, table: string, load: () => Promise<void>): Promise<void> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)
  `.execute(db);
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(db);
  await load();
  for (const { definition } of rows) await sql.raw(definition).execute(db);
}
