import { sql, type Kysely } from "kysely";

// Dealer reviews gain the writer's email, as car reviews have (issue #25): their budget counts it, a second
// review of one dealer from one email waits for a moderator, and the repeat check compares it. Rows from before
// have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dealer_reviews add column email text`.execute(db);
  await sql`create index dealer_reviews_dealer_email on dealer_reviews (dealer_id, email)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dealer_reviews drop column email`.execute(db);
}
