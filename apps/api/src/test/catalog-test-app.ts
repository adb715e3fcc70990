import type { Db } from "../db/database.js";
import { seedCatalog } from "../seed/seed-catalog.js";
import { startTestApi, type TestApi } from "./test-api.js";

/** The reference time of the test catalogue. */
export const TEST_NOW = new Date("2024-06-01T12:00:00Z");

export type CatalogTestApp = TestApi;

/**
 * A fresh database with a small deterministic catalogue (300 listings; 0 = an empty database) and the API on it,
 * configured from `env` as the server would be.
 */
export function createCatalogTestApp(listings = 300, env: NodeJS.ProcessEnv = {}): Promise<CatalogTestApp> {
  return startTestApi(async (database) => {
    if (listings > 0) await database.db.transaction().execute((trx) => seedCatalog(trx, { listings, seed: 42, now: TEST_NOW }));
  }, env);
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
