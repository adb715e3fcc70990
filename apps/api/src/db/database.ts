import { mkdirSync } from "node:fs";
import { Kysely, PGliteDialect, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { reportConnectionErrors } from "./connection-errors.js";
import { openPgliteThread } from "./pglite-thread.js";
import { openReplicaReads } from "./read-replicas.js";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;

/** How busy a connection pool is (pg.Pool's own counts): what /metrics reports. */
interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}
/** REPLICA_MAX_LAG_MS: how stale a replica's answers may be; also how long a shopper's reads stay on the primary after a write. */
export const DEFAULT_REPLICA_MAX_LAG_MS = 10_000;

export interface DatabaseHandle {
  db: Db;
  /**
   * Where reads that may lag a little go (request.readDb, ADR 243): the read replicas when DATABASE_REPLICA_URL
   * names some, otherwise the same Kysely as `db`.
   */
  readDb: Db;
  engine: "pglite" | "postgres";
  /** The Postgres pool and its size; PGlite has one embedded connection and no pool. */
  pool?: { counts: PoolCounts; max: number };
  close(): Promise<void>;
}

/** Connections per process when DATABASE_POOL_MAX is unset. */
const DEFAULT_POOL_MAX = 10;

/**
 * Longest a statement serving a shopper may run on Postgres before the server cancels it (`statement_timeout`),
 * so the API answers a 503 of its own inside a render's 5 s wait for it (web-core's PAGE_API_TIMEOUT_MS, ADR 230).
 * PGlite cannot cancel: it runs each statement to its end (on its own thread, ADR 257).
 */
export const STATEMENT_TIMEOUT_MS = 4_000;

/**
 * Opens the one database the API uses: any Postgres when a URL is given, otherwise embedded PGlite.
 * Both speak the same SQL dialect, so nothing above this function knows which engine it runs on.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Most Postgres connections this process opens (DATABASE_POOL_MAX). */
  databasePoolMax?: number | undefined;
  /** Postgres cancels a statement that runs longer (every connection, replicas too); none when absent. */
  statementTimeoutMs?: number | undefined;
  /** Read replicas of `databaseUrl` (Postgres only). */
  replicaUrls?: readonly string[];
  /** A replica replaying further behind than this gets no reads until it catches up. */
  replicaMaxLagMs?: number;
  /** Told when Postgres ends a pooled connection, idle or checked out (the pool recovers by itself). */
  onConnectionError?: (error: Error) => void;
  /** Told when a replica stops getting reads (down, or lagging past the bound). */
  onReplicaDown?: (url: string, reason: string) => void;
}): Promise<DatabaseHandle> {
  const replicaUrls = options.replicaUrls ?? [];
  if (options.databaseUrl) {
    const max = options.databasePoolMax ?? DEFAULT_POOL_MAX;
    const { statementTimeoutMs } = options;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max, statement_timeout: statementTimeoutMs });
    // A connection the server ends (restart, failover, admin) is dropped by the pool and the next query
    // opens a new one; unheard, its 'error' event would crash the process.
    reportConnectionErrors(pool, (error) => options.onConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const pools = { counts: pool, max };
    if (replicaUrls.length === 0) return { db, readDb: db, engine: "postgres", pool: pools, close: () => db.destroy() };
    const replicas = await openReplicaReads({
      primary: pool,
      urls: replicaUrls,
      maxLagMs: options.replicaMaxLagMs ?? DEFAULT_REPLICA_MAX_LAG_MS,
      poolSize: max,
      statementTimeoutMs,
      ...(options.onReplicaDown ? { onReplicaDown: options.onReplicaDown } : {}),
    });
    return { db, readDb: replicas.db, engine: "postgres", pool: pools, close: () => replicas.close().then(() => db.destroy()) };
  }
  if (replicaUrls.length > 0) throw new Error("DATABASE_REPLICA_URL needs DATABASE_URL: the embedded database has no replicas.");
  if (!options.dataDir.startsWith("memory://")) mkdirSync(options.dataDir, { recursive: true });
  // On a thread of its own, so statements never hold up the server's rendering (ADR 257).
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: await openPgliteThread(options.dataDir) }) });
  return { db, readDb: db, engine: "pglite", close: () => db.destroy() };
}

/** Round-trips the database; the health check's answer. */
export async function pingDatabase(db: Db): Promise<boolean> {
  const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return result.rows[0]?.ok === 1;
}
