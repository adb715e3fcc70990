import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../../app.js";
import { readConfig } from "../../config.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../test/test-database.js";

/** Origin the test API writes into feeds and sitemaps. */
export const TEST_ORIGIN = "https://cars.example.test";

/** A fresh database and API for one test file; `fill` writes the rows the file needs. */
export async function startTestApi(fill: (database: DatabaseHandle) => Promise<void>): Promise<{
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase();
  await fill(database);
  const app = await buildApiServer({ database, config: readConfig({ PUBLIC_ORIGIN: TEST_ORIGIN }) });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
