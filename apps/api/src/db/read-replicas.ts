import {
  type CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import pg from "pg";
import { reportConnectionErrors } from "./connection-errors.js";
import type { Database } from "./schema.js";

/** How often each replica is asked how far behind the primary it replays. */
const REPLICA_CHECK_MS = 1000;

/** A replica that does not answer a new connection in this long counts as down (the read goes to the primary). */
const REPLICA_CONNECT_TIMEOUT_MS = 2000;

/**
 * How far the replica's replay trails what it has received: 0 when it has replayed everything (an idle primary
 * sends nothing, so the last replay's timestamp alone would read as growing lag), null when it never replayed.
 * A server that is not in recovery (a primary given as a replica) reads as 0.
 */
const LAG_QUERY = `
  select case
    when not pg_is_in_recovery() or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
    else extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000
  end::float8 as lag_ms`;

interface Replica {
  url: string;
  pool: pg.Pool;
  driver: Driver;
  /** False until a check says it replays within the bound, and again after a connection fails. */
  usable: boolean;
}

export interface ReplicaReads {
  /** Reads that may go to a replica: the least busy usable one, else the primary. Not for transactions. */
  db: Kysely<Database>;
  /** Asks every replica for its lag now (also done every REPLICA_CHECK_MS). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Read replicas behind one Kysely (ADR 243). Each connection goes to the least busy replica whose last check
 * found it replaying within `maxLagMs`, or to the primary when none is. A statement the replica cannot
 * answer because it went away (or cancelled it for a recovery conflict) runs again on the primary, so a
 * replica stopping mid-run costs a retry, never an error answer.
 */
export async function openReplicaReads(options: {
  primary: pg.Pool;
  urls: readonly string[];
  maxLagMs: number;
  poolSize: number;
  /** As on the primary: Postgres cancels a statement that runs longer. */
  statementTimeoutMs?: number | undefined;
  onReplicaDown?: (url: string, reason: string) => void;
}): Promise<ReplicaReads> {
  const replicas: Replica[] = options.urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize,
      connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
      statement_timeout: options.statementTimeoutMs,
    });
    return { url, pool, driver: new PostgresDriver({ pool }), usable: false };
  });
  const markDown = (replica: Replica, reason: string) => {
    if (replica.usable) options.onReplicaDown?.(replica.url, reason);
    replica.usable = false;
  };
  // A connection ending means the replica restarted or stopped: stop sending reads until it answers a check.
  for (const replica of replicas) reportConnectionErrors(replica.pool, (error) => markDown(replica, error.message));

  const checkOne = async (replica: Replica) => {
    try {
      const lag = (await replica.pool.query<{ lag_ms: number | null }>(LAG_QUERY)).rows[0]?.lag_ms ?? null;
      if (lag !== null && lag <= options.maxLagMs) replica.usable = true;
      else markDown(replica, `replays ${lag === null ? "nothing yet" : `${Math.round(lag)} ms behind`}`);
    } catch (error) {
      markDown(replica, (error as Error).message);
    }
  };
  let checking: Promise<void> | undefined;
  const check = () => (checking ??= Promise.all(replicas.map(checkOne)).then(() => (checking = undefined)));
  const timer = setInterval(() => void check(), REPLICA_CHECK_MS);
  timer.unref();

  const primary: Driver = new PostgresDriver({ pool: options.primary });
  for (const replica of replicas) await replica.driver.init();
  await primary.init();
  await check();

  let turn = 0;
  const pickReplica = (): Replica | undefined => {
    // Least busy (connections in use plus waiting); ties taken in turn so equal replicas share the reads.
    turn = (turn + 1) % Math.max(1, replicas.length);
    let best: Replica | undefined;
    let bestLoad = Infinity;
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(turn + i) % replicas.length];
      if (!replica?.usable) continue;
      const load = replica.pool.totalCount - replica.pool.idleCount + replica.pool.waitingCount;
      if (load < bestLoad) [best, bestLoad] = [replica, load];
    }
    return best;
  };

  const onPrimary = async (query: CompiledQuery): Promise<QueryResult<unknown>> => {
    const connection = await primary.acquireConnection();
    try {
      return await connection.executeQuery(query);
    } finally {
      await primary.releaseConnection(connection);
    }
  };

  const driver: Driver = {
    init: async () => {},
    async acquireConnection() {
      const replica = pickReplica();
      if (replica) {
        try {
          return new ReplicaConnection(replica, await replica.driver.acquireConnection(), markDown, onPrimary);
        } catch (error) {
          markDown(replica, (error as Error).message);
        }
      }
      return new PrimaryConnection(await primary.acquireConnection());
    },
    async releaseConnection(connection) {
      const chosen = connection as ReplicaConnection | PrimaryConnection;
      await (chosen instanceof ReplicaConnection ? chosen.replica.driver : primary).releaseConnection(chosen.inner);
    },
    beginTransaction: refuseTransaction,
    commitTransaction: refuseTransaction,
    rollbackTransaction: refuseTransaction,
    // The primary's pool belongs to the primary's Kysely, which ends it.
    async destroy() {
      clearInterval(timer);
      await Promise.all(replicas.map((replica) => replica.driver.destroy()));
    },
  };
  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
  const db = new Kysely<Database>({ dialect });
  return { db, check, close: () => db.destroy() };
}

async function refuseTransaction(): Promise<never> {
  // A statement retried on the primary would leave the replica's transaction behind: transactions use the primary.
  throw new Error("Replica reads run one statement at a time; use the primary database for a transaction.");
}

class PrimaryConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class ReplicaConnection implements DatabaseConnection {
  constructor(
    readonly replica: Replica,
    readonly inner: DatabaseConnection,
    private readonly markDown: (replica: Replica, reason: string) => void,
    private readonly onPrimary: (query: CompiledQuery) => Promise<QueryResult<unknown>>,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (error) {
      const failure = replicaFailure(error);
      if (!failure) throw error;
      if (failure === "unreachable") this.markDown(this.replica, (error as Error).message);
      return (await this.onPrimary(query)) as QueryResult<R>;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Why a statement failed on a replica when the primary would answer it: the replica is unreachable (no server
 * error: the socket closed or refused; class 08 connection exception; 57P0x shutdown or crash), or it cancelled the statement
 * to replay WAL (40001 recovery conflict). Anything else is the statement's own error and is not retried.
 */
export function replicaFailure(error: unknown): "unreachable" | "conflict" | undefined {
  if (!(error instanceof pg.DatabaseError)) return "unreachable";
  const code = error.code ?? "";
  if (code === "40001") return "conflict";
  return code.startsWith("08") || code.startsWith("57P0") ? "unreachable" : undefined;
}
