import { Worker } from "node:worker_threads";
import type { PGliteDialectConfig } from "kysely";
import { EMBEDDED_DATABASE_GONE } from "./connection-errors.js";

/** What Kysely's PGlite dialect needs of a PGlite: `query`, `transaction`, readiness and `close`. */
type DialectPGlite = Exclude<PGliteDialectConfig["pglite"], (...args: never[]) => unknown>;
type QueryResults = Awaited<ReturnType<DialectPGlite["query"]>>;

/** The messages pglite-thread-worker.js answers, each with the id its answer carries back. */
type Request =
  | { kind: "query"; sql: string; params: readonly unknown[] | undefined; transaction?: number }
  | { kind: "begin" }
  | { kind: "end"; transaction: number; commit: boolean }
  | { kind: "close" };
type Answer = { ready: true } | { id: number; result: unknown } | { id: number; error: { message: string } & Record<string, unknown> };

/**
 * Embedded PGlite on a worker thread of its own (ADR 257), behind the interface Kysely's PGlite dialect
 * drives: the server's thread only posts statements and reads their rows, so rendering goes on while a
 * search runs, and the process uses a second core. Rows, parameters and errors cross as structured clones
 * (Dates, numbers, parsed JSON arrive as they left); an error keeps its SQLSTATE `code` and details.
 */
export async function openPgliteThread(dataDir: string): Promise<DialectPGlite> {
  const worker = new Worker(new URL("./pglite-thread-worker.js", import.meta.url), { workerData: { dataDir } });
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let closed = false;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (answer: Answer) => {
      if ("ready" in answer) return resolve();
      const caller = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ("error" in answer) caller?.reject(Object.assign(new Error(answer.error.message), answer.error));
      else caller?.resolve(answer.result);
    });
    // The thread died (PGlite could not open its folder, or ran out of memory): every caller hears why, as an
    // error the API answers with its "unavailable" 503 (connection-errors.ts).
    const fail = (error: Error) => {
      failure ??= Object.assign(new Error(error.message, { cause: error }), { code: EMBEDDED_DATABASE_GONE });
      closed = true;
      reject(failure);
      for (const caller of waiting.values()) caller.reject(failure);
      waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The embedded database's thread exited (code ${code}).`)));
  });

  function send<T>(request: Request): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ id, ...request });
    });
  }
  const query =
    (transaction: number | undefined) =>
    <T>(sql: string, params?: unknown[]) =>
      send<QueryResults & { rows: T[] }>({ kind: "query", sql, params, ...(transaction === undefined ? {} : { transaction }) });

  await ready;
  return {
    get closed() {
      return closed;
    },
    ready: true,
    waitReady: ready,
    query: query(undefined),
    async transaction(callback) {
      const begun = await send<number>({ kind: "begin" }).then(
        (transaction) => ({ transaction }),
        (error: unknown) => ({ error }),
      );
      if ("error" in begun) {
        // Kysely's dialect waits for the callback to start before it runs the transaction's statements: one that
        // cannot begin (the thread is gone) still calls it, with statements that fail as the begin did, or the
        // request would wait forever (issue #25).
        const refuse = () => Promise.reject(begun.error);
        await callback({ query: refuse, rollback: refuse }).catch(() => undefined);
        throw begun.error;
      }
      const { transaction } = begun;
      let ended = false;
      const end = (commit: boolean) => {
        ended = true;
        return send<undefined>({ kind: "end", transaction, commit });
      };
      try {
        const result = await callback({ query: query(transaction), rollback: () => end(false) });
        if (!ended) await end(true);
        return result;
      } catch (error) {
        if (!ended) await end(false).catch(() => undefined);
        throw error;
      }
    },
    async close() {
      if (closed) return;
      await send({ kind: "close" });
      closed = true;
      await worker.terminate();
    },
  };
}
