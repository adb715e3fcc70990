import { sql, type Kysely } from "kysely";

// A dealer's photos of a car (issue #24, ADR 281): one row per place in the feed's image links. `link` is
// what the feed says now; `hash` is the last photo fetched and stored for that place (content-addressed in
// MEDIA_DIR), kept while a newer link is pending or refused, so a dead link keeps the last good photo.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("listing_photos")
    .addColumn("vin", "text", (c) => c.notNull().references("listings.vin").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'ready', 'refused')`),
    )
    .addColumn("reason", "text")
    .addColumn("hash", "text")
    .addColumn("colour", "text")
    .addColumn("checked_at", "timestamptz")
    .addPrimaryKeyConstraint("listing_photos_pkey", ["vin", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("listing_photos").execute();
}
