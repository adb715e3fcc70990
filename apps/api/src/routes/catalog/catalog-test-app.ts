import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../../app.js";
import { readConfig } from "../../config.js";
import type { DatabaseHandle, Db } from "../../db/database.js";
import { seedCatalog } from "../../seed/seed-catalog.js";
import { createTestDatabase } from "../../test/test-database.js";

/** The reference time of the test catalogue. */
export const TEST_NOW = new Date("2024-06-01T12:00:00Z");

export interface CatalogTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A fresh database with a small deterministic catalogue (300 listings; 0 = an empty database) and the API on it. */
export async function createCatalogTestApp(listings = 300): Promise<CatalogTestApp> {
  const database = await createTestDatabase();
  if (listings > 0) await database.db.transaction().execute((trx) => seedCatalog(trx, { listings, seed: 42, now: TEST_NOW }));
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

/** The ZIP of the dealer with most cars: searches around it have results. */
export async function busiestZip(db: Db): Promise<string> {
  const top = await db
    .selectFrom("listings")
    .innerJoin("dealers", "dealers.id", "listings.dealer_id")
    .select(["dealers.zip", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("dealers.zip")
    .orderBy("n", "desc")
    .executeTakeFirstOrThrow();
  return top.zip;
}

/** `?data=` query of a key=value list, as the api-client sends it (§7). */
export function data(params: Record<string, string | number>): string {
  return `data=${encodeURIComponent(new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString())}`;
}
