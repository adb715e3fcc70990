import { sql, type Kysely } from "kysely";

// One moderation rule for dealer and car reviews (ADR 218): dealer reviews gain the status and note car
// reviews have, and both keep what the repeat check compares: a hash of the normalised title and text,
// and a keyed hash of the writer's address (never the address itself).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dealer_reviews
    add column status text not null default 'published' check (status in ('published', 'pending')),
    add column moderation_note text not null default '',
    add column content_hash text,
    add column address_key text`.execute(db);
  await sql`alter table car_reviews add column content_hash text, add column address_key text`.execute(db);
  for (const table of ["dealer_reviews", "car_reviews"]) {
    await sql`create index ${sql.id(`${table}_content_hash`)} on ${sql.table(table)} (content_hash)`.execute(db);
  }
  // The moderation CLI lists what waits, oldest first.
  await sql`create index dealer_reviews_pending on dealer_reviews (created_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table car_reviews drop column content_hash, drop column address_key`.execute(db);
  await sql`alter table dealer_reviews drop column status, drop column moderation_note, drop column content_hash, drop column address_key`.execute(db);
}
