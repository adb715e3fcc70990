import { mkdirSync } from "node:fs";
import { Kysely, PGliteDialect, PostgresDialect, sql } from "kysely";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import pg from "pg";
import { openReplicaReads } from "./read-replicas.js";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;

/** Connections per pool and instance (DATABASE_POOL_SIZE); docs/deploy.md sizes it against pgbouncer and Postgres. */
export const DEFAULT_POOL_SIZE = 10;
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
  close(): Promise<void>;
}

/**
 * Opens the one database the API uses: any Postgres when a URL is given, otherwise embedded PGlite.
 * Both speak the same SQL dialect, so nothing above this function knows which engine it runs on.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Read replicas of `databaseUrl` (Postgres only). */
  replicaUrls?: readonly string[];
  /** A replica replaying further behind than this gets no reads until it catches up. */
  replicaMaxLagMs?: number;
  /** Connections per pool: the primary's, and each replica's. */
  poolSize?: number;
  /** Told when Postgres ends an idle pooled connection (the pool recovers by itself). */
  onIdleConnectionError?: (error: Error) => void;
  /** Told when a replica stops getting reads (down, or lagging past the bound). */
  onReplicaDown?: (url: string, reason: string) => void;
}): Promise<DatabaseHandle> {
  const replicaUrls = options.replicaUrls ?? [];
  if (options.databaseUrl) {
    const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
    // An idle connection the server ends (restart, failover, admin) is dropped by the pool and the
    // next query opens a new one; without a listener the pool's 'error' event would crash the process.
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    if (replicaUrls.length === 0) return { db, readDb: db, engine: "postgres", close: () => db.destroy() };
    const replicas = await openReplicaReads({
      primary: pool,
      urls: replicaUrls,
      maxLagMs: options.replicaMaxLagMs ?? DEFAULT_REPLICA_MAX_LAG_MS,
      poolSize,
      ...(options.onReplicaDown ? { onReplicaDown: options.onReplicaDown } : {}),
    });
    return { db, readDb: replicas.db, engine: "postgres", close: () => replicas.close().then(() => db.destroy()) };
  }
  if (replicaUrls.length > 0) throw new Error("DATABASE_REPLICA_URL needs DATABASE_URL: the embedded database has no replicas.");
  if (!options.dataDir.startsWith("memory://")) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { cube, earthdistance, btree_gist } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) });
  return { db, readDb: db, engine: "pglite", close: () => db.destroy() };
}

/** Round-trips the database; the health check's answer. */
export async function pingDatabase(db: Db): Promise<boolean> {
  const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return result.rows[0]?.ok === 1;
}
