import { sql, type Kysely } from "kysely";

// A saved car keeps the price it had when the shopper saved it, so the saved list can say how far it has dropped
// since (issue #26.16). Null for saves made before this migration: no drop is claimed for those.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_saved_vins add column saved_price integer`.execute(db);
  await sql`alter table visitor_saved_vins add column saved_price integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table visitor_saved_vins drop column saved_price`.execute(db);
  await sql`alter table user_saved_vins drop column saved_price`.execute(db);
}
