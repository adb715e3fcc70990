import { mkdirSync } from "node:fs";
import { Kysely, PGliteDialect, PostgresDialect, sql } from "kysely";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import pg from "pg";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;

/** How busy a connection pool is (pg.Pool's own counts): what /metrics reports. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface DatabaseHandle {
  db: Db;
  engine: "pglite" | "postgres";
  /** The Postgres pool and its size; PGlite has one embedded connection and no pool. */
  pool?: { counts: PoolCounts; max: number };
  close(): Promise<void>;
}

/** Connections per process when DATABASE_POOL_MAX is unset. */
export const DEFAULT_POOL_MAX = 10;

/**
 * Opens the one database the API uses: any Postgres when a URL is given, otherwise embedded PGlite.
 * Both speak the same SQL dialect, so nothing above this function knows which engine it runs on.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Most Postgres connections this process opens (DATABASE_POOL_MAX). */
  databasePoolMax?: number | undefined;
  /** Told when Postgres ends an idle pooled connection (the pool recovers by itself). */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const max = options.databasePoolMax ?? DEFAULT_POOL_MAX;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max });
    // An idle connection the server ends (restart, failover, admin) is dropped by the pool and the
    // next query opens a new one; without a listener the pool's 'error' event would crash the process.
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", pool: { counts: pool, max }, close: () => db.destroy() };
  }
  if (!options.dataDir.startsWith("memory://")) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { cube, earthdistance, btree_gist } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) });
  return { db, engine: "pglite", close: () => db.destroy() };
}

/** Round-trips the database; the health check's answer. */
export async function pingDatabase(db: Db): Promise<boolean> {
  const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return result.rows[0]?.ok === 1;
}
