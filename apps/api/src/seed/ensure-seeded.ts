import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { withIndexesDeferred } from "./deferred-indexes.js";
import { seedCatalog } from "./seed-catalog.js";
import { seedResearch } from "./research/index.js";

/** The catalogue's PRNG seed: every fresh database gets the same cars. */
export const CATALOG_SEED = 20_240_101;

/**
 * Fills an empty database with the generated catalogue on first start, then the research content,
 * in one transaction: a crash mid-way leaves an empty database that the next start seeds again.
 */
export async function ensureSeeded(db: Db, options: { listings: number; seed?: number; now?: Date; onProgress?: (message: string) => void }): Promise<boolean> {
  const existing = await db.selectFrom("brands").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  const seed = options.seed ?? CATALOG_SEED;
  const onProgress = options.onProgress ?? ((message: string) => console.log(`[seed] ${message}`));
  await db.transaction().execute(async (trx) => {
    await withIndexesDeferred(trx, "listings", () => seedCatalog(trx, { ...options, seed, onProgress }));
    // Fresh statistics before anything reads the new rows: without them the planner guesses
    // (the research seed's per-model-year lookups and the first searches after a seed).
    await sql`analyze listings`.execute(trx);
    await seedResearch(trx, { seed });
  });
  // What autovacuum would do over the next minutes, done before the first request: the visibility
  // map lets the comparables count read its index alone, and no request pays for setting hint bits.
  await sql`vacuum analyze`.execute(db);
  return true;
}
