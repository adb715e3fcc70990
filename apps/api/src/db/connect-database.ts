import type { ApiConfig } from "../config.js";
import { openDatabase, STATEMENT_TIMEOUT_MS, type DatabaseHandle } from "./database.js";

/**
 * Opens the database the config points at, as it is, to serve shoppers: what a cluster worker does (the
 * primary prepared it). Statements are bounded by STATEMENT_TIMEOUT_MS, inside a render's wait (ADR 230).
 */
export async function connectDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  return openConfiguredDatabase(config, STATEMENT_TIMEOUT_MS);
}

/** Opens the database the config points at with a statement bound (none for migrations and the seed). */
export function openConfiguredDatabase(config: ApiConfig, statementTimeoutMs: number | undefined): Promise<DatabaseHandle> {
  return openDatabase({
    ...config,
    statementTimeoutMs,
    onConnectionError: (error) => process.emitWarning(`Postgres ended a connection (the pool reconnects): ${error.message}`),
    onReplicaDown: (url, reason) =>
      process.emitWarning(`Read replica ${url.replace(/\/\/.*@/, "//")} gets no reads until it catches up (${reason}); they go to the primary.`),
  });
}
