// pnpm --filter @carmarket/api seed [--listings N]
// Reseeds the database the environment points at: drops every table (all areas), migrates and seeds
// again with SEED_LISTINGS (or --listings) cars. Development only: it deletes saved data and accounts.
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { readConfig } from "../src/config.js";
import { openDatabase } from "../src/db/database.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { ensureSeeded } from "../src/seed/ensure-seeded.js";

const { values } = parseArgs({ options: { listings: { type: "string" } } });
const config = readConfig();
if (config.production) throw new Error("Refusing to reseed a production database.");
const listings = values.listings ? Number(values.listings) : config.seedListings;
const database = await openDatabase(config);
try {
  const started = Date.now();
  await sql`drop schema public cascade`.execute(database.db);
  await sql`create schema public`.execute(database.db);
  await migrateToLatest(database.db);
  await ensureSeeded(database.db, { listings });
  console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.engine})`);
} finally {
  await database.close();
}
