// The embedded database's own thread (ADR 257): PGlite runs every statement here, so a statement never holds
// up the thread that renders pages. pglite-thread.ts starts this file and owns the messages' shapes. Plain
// JavaScript because a worker thread loads its file as Node finds it, in tests (from src) as in production.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";

const pglite = await PGlite.create(workerData.dataDir, { extensions: { cube, earthdistance, btree_gist } });
/** Open transactions by the id of the message that began them: how each query in one finds it, and how it ends. */
const transactions = new Map();
/** Thrown into a transaction's callback to make PGlite roll it back. */
const rollBack = Symbol("roll back");

parentPort.on("message", async (message) => {
  try {
    parentPort.postMessage({ id: message.id, result: await answer(message) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: plainError(error) });
  }
  if (message.kind === "close") parentPort.close();
});
parentPort.postMessage({ ready: true });

async function answer(message) {
  switch (message.kind) {
    case "query": {
      const runner = message.transaction === undefined ? pglite : transactions.get(message.transaction).tx;
      const { rows, affectedRows, fields } = await runner.query(message.sql, message.params, { rowMode: "object" });
      return { rows, affectedRows, fields };
    }
    case "begin":
      return new Promise((begun, failed) => {
        const ended = pglite.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              transactions.set(message.id, { tx, commit, rollback, ended });
              begun(message.id);
            }),
        );
        ended.catch(failed);
      });
    case "end": {
      const open = transactions.get(message.transaction);
      transactions.delete(message.transaction);
      if (message.commit) open.commit();
      else open.rollback(rollBack);
      await open.ended.catch((error) => {
        if (error !== rollBack) throw error;
      });
      return undefined;
    }
    case "close":
      await pglite.close();
      return undefined;
  }
}

/** What the server reads of a database error (message, SQLSTATE code, detail, constraint…), as plain data. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the query's options may hold functions, which cannot cross threads
  const { queryOptions, ...fields } = error;
  return { ...fields, name: error.name, message: error.message };
}
