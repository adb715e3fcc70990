import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the Postgres server named by TEST_DATABASE_URL (the second pass, scripts/test-postgres.mjs).
 * `statementTimeoutMs` bounds its statements on Postgres (PGlite cannot cancel one).
 */
export async function createTestDatabase(options: { statementTimeoutMs?: number } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: "memory://" });
    await migrateToLatest(handle.db);
    return handle;
  }
  const name = `carmarket_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrations run without the bound, as startDatabase runs them: a busy machine can take longer than a
  // test's deliberately short bound to create a table.
  const migrator = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  await migrateToLatest(migrator.db);
  await migrator.close();
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "", statementTimeoutMs: options.statementTimeoutMs });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
