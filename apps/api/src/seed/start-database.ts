import type { ApiConfig } from "../config.js";
import { connectDatabase, openConfiguredDatabase } from "../db/connect-database.js";
import type { DatabaseHandle } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { ensureSeeded } from "./ensure-seeded.js";

/**
 * Opens, migrates and (on first start) seeds the database the config points at. Migrations and the seed
 * may run long statements, so on Postgres they get a connection of their own without the shoppers' bound.
 */
export async function startDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  const handle = await openConfiguredDatabase(config, undefined);
  await migrateToLatest(handle.db);
  await ensureSeeded(handle.db, { listings: config.seedListings });
  // PGlite has no bound to set (it cannot cancel a statement) and one connection, which memory:// cannot reopen.
  if (handle.engine === "pglite") return handle;
  await handle.close();
  return connectDatabase(config);
}
