import { Migrator, type MigrationProvider } from "kysely/migration";
import type { Db } from "./database.js";
import { migrations } from "./migrations/index.js";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the newest migration; throws (and leaves the last good state) on failure. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ""} failed`, { cause: error });
}

/** The bundled migrations the database has not applied yet (read-only: the migrator's applied list). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
