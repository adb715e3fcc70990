import { sql, type Kysely } from "kysely";

// What a dealer's feed listed that its car's VIN contradicts (issue #23 item 5, ADR 276): the importer keeps the
// dealer's value and records both here, [{field, listed, decoded}], so the vehicle page shows them side by side.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings add column vin_conflicts jsonb not null default '[]'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings drop column vin_conflicts`.execute(db);
}
