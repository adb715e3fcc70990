import { sql, type Kysely } from "kysely";

// Each model line names the vPIC models it covers (issue #23: a feed's VIN decoding as "Silverado" is the
// catalogue's "Silverado 1500"), so a decode finds its line whatever either side calls it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table models add column vpic_names text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table models drop column vpic_names`.execute(db);
}
