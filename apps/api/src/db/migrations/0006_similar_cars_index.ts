import { sql, type Kysely } from "kysely";

// Similar cars of another model (vindata, ADR 205): one GiST index over body type, price and place
// finds the same-body cars at a close price inside the 150-mile box without reading every car there.
// btree_gist gives GiST the body type's and the price's operators; Postgres and PGlite both ship it.
// `price is not null` keeps the index to queries that bound the price: without it the planner also
// took it for the searches' place-only box, where it reads three times the pages of listings_geo.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);
  await sql`create index listings_similar on listings using gist (body_type, price, ll_to_earth(latitude, longitude)) where not is_sold and price is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index listings_similar`.execute(db);
}
