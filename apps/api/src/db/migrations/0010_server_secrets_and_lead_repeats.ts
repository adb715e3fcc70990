import { sql, type Kysely } from "kysely";

// Abuse limits (issue #12, ADRs 217): `server_secrets` holds keys every API instance must share (the
// visitor-cookie signing key is made on first use), and leads get an index for the 24-hour repeat
// check by VIN and email (apps/api/src/routes/accounts/README.md "Leads").
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_secrets (
    name text primary key,
    secret text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index leads_vin_email on leads (vin, lower(email), created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists leads_vin_email`.execute(db);
  await sql`drop table if exists server_secrets`.execute(db);
}
