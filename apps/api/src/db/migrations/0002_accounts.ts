import { sql, type Kysely } from "kysely";

// users, sessions, tokens, saved items, leads, outbox, events, alerts, payment requests, site config.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("payment_id", "text")
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("email_verified_at", "timestamptz")
    .addColumn("communication_opt_in", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per address whatever its case.
  await sql`create unique index users_email_lower on users (lower(email))`.execute(db);

  await db.schema
    .createTable("sessions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("auth_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('verify_email', 'reset_password')`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("auth_tokens_user").on("auth_tokens").columns(["user_id", "purpose"]).execute();

  await db.schema
    .createTable("visitor_saved_vins")
    .addColumn("cookie_id", "text", (c) => c.notNull())
    .addColumn("vin", "text", (c) => c.notNull().references("listings.vin").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("visitor_saved_vins_pk", ["cookie_id", "vin"])
    .execute();

  await db.schema
    .createTable("visitor_saved_searches")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("cookie_id", "text", (c) => c.notNull())
    .addColumn("search_url", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("visitor_saved_searches_unique", ["cookie_id", "search_url"])
    .execute();

  await db.schema
    .createTable("user_saved_vins")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("vin", "text", (c) => c.notNull().references("listings.vin").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("user_saved_vins_pk", ["user_id", "vin"])
    .execute();

  await db.schema
    .createTable("user_saved_searches")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("search_url", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("user_saved_searches_unique", ["user_id", "search_url"])
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("vin", "text", (c) => c.notNull().references("listings.vin"))
    .addColumn("dealer_id", "integer", (c) => c.notNull().references("dealers.id"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("interest", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('desktop', 'mobile')`))
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_error", "text")
    .addColumn("sent_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The delivery worker only ever looks at due pending rows.
  await sql`create index outbox_due on outbox (next_attempt_at) where status = 'pending'`.execute(db);

  await db.schema
    .createTable("price_drop_subscriptions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("vin", "text", (c) => c.notNull().references("listings.vin").onDelete("cascade"))
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index price_drop_subscriptions_email_vin on price_drop_subscriptions (lower(email), vin)`.execute(db);

  await db.schema
    .createTable("payment_requests")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("amount", "numeric(12, 2)")
    .addColumn("payment_id", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("cookie_id", "text")
    .addColumn("user_id", "integer")
    .addColumn("payload", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Append-only: recorded events are facts; a trigger refuses edits (retention drops whole ranges by owner action).
  await sql`
    create function events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'events are append-only';
    end $$`.execute(db);
  await sql`create trigger events_no_update before update on events for each row execute function events_append_only()`.execute(db);

  await db.schema
    .createTable("site_config")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("site_config" as never)
    .values(
      [
        ["site_name", "CarMarket"],
        ["light_header", "0"],
        ["zip_popup", "1"],
        ["ad_slot:Above-News-Title", "1"],
        ["ad_slot:carIndigo_above_sidebar_news", "1"],
        ["ad_slot:Half-page-News-1", "1"],
      ].map(([key, value]) => ({ key, value })) as never,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "site_config",
    "events",
    "payment_requests",
    "price_drop_subscriptions",
    "outbox",
    "leads",
    "user_saved_searches",
    "user_saved_vins",
    "visitor_saved_searches",
    "visitor_saved_vins",
    "auth_tokens",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists events_append_only()`.execute(db);
}
