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
