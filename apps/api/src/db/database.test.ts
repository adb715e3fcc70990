import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./database.js";
import { createTestDatabase } from "../test/test-database.js";

// Postgres only (the second pass, TEST_DATABASE_URL): PGlite has no server to end connections.
describe.runIf(process.env.TEST_DATABASE_URL)("openDatabase on Postgres", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it("survives the server ending its idle connections: the next query opens a new one", async () => {
    await sql`select 1`.execute(database.db);
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(database.db)).rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
    await admin.end();
    // Let the pool see its idle connection end (an unhandled 'error' event would end the process here).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await sql<{ ok: number }>`select 1 as ok`.execute(database.db);
    expect(answer.rows[0]?.ok).toBe(1);
  });
});
