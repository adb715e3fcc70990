import type pg from "pg";

/**
 * Hands every error of `pool`'s connections to `onError`, whether the connection is idle in the pool or checked
 * out. node-postgres listens on idle connections only: a checked-out one whose server went away between two
 * statements (a replica stopped, a pooler restarted) emitted an 'error' nobody heard, and the process crashed
 * (the scale-out test saw every worker of both instances exit when the replica stopped). The statement in
 * flight still fails with its own error, and the pool drops the connection when it comes back.
 */
export function reportConnectionErrors(pool: pg.Pool, onError: (error: Error) => void): void {
  pool.on("error", onError);
  pool.on("connect", (client) => client.on("error", onError));
}

/** The `code` of every error the embedded database's thread gives once it has died (pglite-thread.ts). */
export const EMBEDDED_DATABASE_GONE = "EMBEDDED_DATABASE_GONE";

/** SQLSTATEs of a server that cannot serve now: class 08 (connection), 57P01-57P03 (shutting down, crashed, starting), 53300 (no free connection). */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** What a socket to a server that is not there fails with. */
const UNREACHABLE_SOCKET = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** node-postgres's own words for a connection that ended or never came (they carry no code). */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

/**
 * Whether a request failed because the database is away (stopped, restarting, unreachable, out of connections, or
 * the embedded one's thread died) rather than because of the request or a bug: the API answers that with a 503
 * and `Retry-After` (issue #25), and the pool's next connection, once the server is back, serves again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (code === EMBEDDED_DATABASE_GONE || UNREACHABLE_SOCKET.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return LOST_CONNECTION.test(error.message);
}
