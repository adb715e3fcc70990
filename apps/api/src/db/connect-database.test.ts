import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { readConfig } from "../config.js";
import { STATEMENT_TIMEOUT_MS } from "./database.js";
import { connectDatabase } from "./connect-database.js";

// Postgres only (the second pass, TEST_DATABASE_URL): PGlite cannot cancel a statement.
describe.runIf(process.env.TEST_DATABASE_URL)("the database connection that serves shoppers", () => {
  it("#13 bounds every statement by STATEMENT_TIMEOUT_MS, inside a render's 5 s wait for the API (ADR 230)", async () => {
    const database = await connectDatabase(readConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL }));
    try {
      const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(database.db);
      expect(shown.rows[0]?.statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS / 1000}s`);
    } finally {
      await database.close();
    }
  });
});
