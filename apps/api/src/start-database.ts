import type { ApiConfig } from "./config.js";
import { openDatabase, type DatabaseHandle } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { ensureSeeded } from "./seed/ensure-seeded.js";

/** Opens the database the config points at, as it is: what a cluster worker does (the primary prepared it). */
export async function connectDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  return openDatabase({
    ...config,
    onIdleConnectionError: (error) => process.emitWarning(`Postgres ended an idle connection (the pool reconnects): ${error.message}`),
    onReplicaDown: (url, reason) => process.emitWarning(`Read replica ${url.replace(/\/\/.*@/, "//")} gets no reads until it catches up (${reason}); they go to the primary.`),
  });
}

/** Opens, migrates and (on first start) seeds the database the config points at. */
export async function startDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  const handle = await connectDatabase(config);
  await migrateToLatest(handle.db);
  await ensureSeeded(handle.db, { listings: config.seedListings });
  return handle;
}
