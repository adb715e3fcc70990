import { sql, type Kysely } from "kysely";

// Saved-search email digests (apps/api/src/routes/accounts/README.md "Saved-search digests", ADR 190): each signed-in
// saved search can email its new matches once a day and carries its own unsubscribe capability.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_saved_searches
    add column email_digest boolean not null default true,
    add column digest_token text not null default replace(gen_random_uuid()::text, '-', ''),
    add column digest_checked_at timestamptz not null default now()`.execute(db);
  await sql`create unique index user_saved_searches_digest_token on user_saved_searches (digest_token)`.execute(db);
  // The digest run reads only the searches that still email, oldest check first.
  await sql`create index user_saved_searches_digest_due on user_saved_searches (digest_checked_at) where email_digest`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_saved_searches drop column email_digest, drop column digest_token, drop column digest_checked_at`.execute(db);
}
