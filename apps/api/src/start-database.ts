import type { ApiConfig } from "./config.js";
import { openDatabase, STATEMENT_TIMEOUT_MS, type DatabaseHandle } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { ensureSeeded } from "./seed/ensure-seeded.js";

/**
 * Opens the database the config points at, as it is, to serve shoppers: what a cluster worker does (the
 * primary prepared it). Statements are bounded by STATEMENT_TIMEOUT_MS, inside a render's wait (ADR 230).
 */
export async function connectDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  return open(config, STATEMENT_TIMEOUT_MS);
}

/**
 * Opens, migrates and (on first start) seeds the database the config points at. Migrations and the seed
 * may run long statements, so on Postgres they get a connection of their own without the shoppers' bound.
 */
export async function startDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  const handle = await open(config, undefined);
  await migrateToLatest(handle.db);
  await ensureSeeded(handle.db, { listings: config.seedListings });
  // PGlite has no bound to set (it cannot cancel a statement) and one connection, which memory:// cannot reopen.
  if (handle.engine === "pglite") return handle;
  await handle.close();
  return connectDatabase(config);
}

function open(config: ApiConfig, statementTimeoutMs: number | undefined): Promise<DatabaseHandle> {
  return openDatabase({
    ...config,
    statementTimeoutMs,
    onConnectionError: (error) => process.emitWarning(`Postgres ended a connection (the pool reconnects): ${error.message}`),
    onReplicaDown: (url, reason) => process.emitWarning(`Read replica ${url.replace(/\/\/.*@/, "//")} gets no reads until it catches up (${reason}); they go to the primary.`),
  });
}
