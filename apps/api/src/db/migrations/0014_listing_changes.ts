import { sql, type Kysely } from "kysely";

// The search reads an in-process index of the unsold listings (ADR 258). Each process keeps it up to date
// by asking for the rows changed since it last looked: every listing carries the id of the transaction
// that last wrote it (set on insert by the default, on update by the trigger), indexed so that question
// reads only the changed rows. The search no longer scans places, so the GiST index over every car's
// place (1.2 GB and 7.7 minutes of the 1,000,000-car seed, ADR 249) goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A constant default does not rewrite the table; rows older than this migration are read whole at start.
  await sql`alter table listings add column changed_xid xid8 not null default '0'`.execute(db);
  await sql`alter table listings alter column changed_xid set default pg_current_xact_id()`.execute(db);
  await sql`create function listings_changed_xid() returns trigger language plpgsql as $$
    begin
      new.changed_xid := pg_current_xact_id();
      return new;
    end $$`.execute(db);
  await sql`create trigger listings_changed_xid before update on listings for each row execute function listings_changed_xid()`.execute(db);
  await sql`create index listings_changed on listings (changed_xid)`.execute(db);
  await sql`drop index listings_geo`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index listings_geo on listings using gist (ll_to_earth(latitude, longitude)) where not is_sold`.execute(db);
  await sql`drop index listings_changed`.execute(db);
  await sql`drop trigger listings_changed_xid on listings`.execute(db);
  await sql`drop function listings_changed_xid()`.execute(db);
  await sql`alter table listings drop column changed_xid`.execute(db);
}
