import { sql, type Kysely } from "kysely";

// earthdistance (on cube) gives the geo index behind "cars near my ZIP" on PGlite and Postgres alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);
}

export async function down(): Promise<void> {
  // Extensions stay: other databases on the same server may use them.
}
