import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database.js";
import { openDatabase, type DatabaseHandle } from "./database.js";

// Postgres only (the second pass): PGlite has no connections to lose.
describe.runIf(process.env.TEST_DATABASE_URL)("a pooled connection the server ends while it is checked out", () => {
  let owner: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    owner = await createTestDatabase();
    const { name } = (await sql<{ name: string }>`select current_database() as name`.execute(owner.db)).rows[0]!;
    const target = new URL(process.env.TEST_DATABASE_URL!);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(() => owner.close());

  it("is reported, not an 'error' nobody hears (which crashed the worker), and the next query gets a new one", async () => {
    const errors: string[] = [];
    const database = await openDatabase({ databaseUrl: url, dataDir: "", onConnectionError: (error) => errors.push(error.message) });
    try {
      await database.db.connection().execute(async (connection) => {
        const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection)).rows[0]!;
        // Between two statements, as a request holds its connection: the server ends it (a replica stopping does the same).
        await sql`select pg_terminate_backend(${pid})`.execute(owner.db);
        for (let waited = 0; errors.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(errors.join(" ")).toMatch(/terminat/i);
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
