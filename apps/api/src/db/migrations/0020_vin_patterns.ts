import { sql, type Kysely } from "kysely";

// What NHTSA's vPIC decodes for each VIN pattern the catalogue holds (ADR 270): positions 1–8, 10 and 11 decide
// a decode, so a million cars share a few thousand rows. The seed and the feed importer write the patterns of
// the cars they store; a vehicle page reads its car's row by key instead of decoding on the shopper's time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table vin_patterns (
    pattern_key text primary key,
    facts jsonb not null,
    decoded_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table vin_patterns`.execute(db);
}
