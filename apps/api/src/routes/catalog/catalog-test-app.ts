import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../../app.js";
import { readConfig } from "../../config.js";
import type { DatabaseHandle } from "../../db/database.js";
import { seedCatalog } from "../../seed/seed-catalog.js";
import { createTestDatabase } from "../../test/test-database.js";

/** The reference time of the test catalogue. */
export const TEST_NOW = new Date("2024-06-01T12:00:00Z");

export interface CatalogTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A fresh database with a small deterministic catalogue (300 listings) and the API on it. */
export async function createCatalogTestApp(listings = 300): Promise<CatalogTestApp> {
  const database = await createTestDatabase();
  await database.db.transaction().execute((trx) => seedCatalog(trx, { listings, seed: 42, now: TEST_NOW }));
  const app = await buildApiServer({ database, config: readConfig({}) });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `?data=` query of a key=value list, as the api-client sends it (§7). */
export function data(params: Record<string, string | number>): string {
  return `data=${encodeURIComponent(new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString())}`;
}
