import type { FastifyBaseLogger } from "fastify";
import { startBackgroundLoop } from "../background-loop.js";
import type { Db } from "../db/database.js";
import { runDueJobs, type JobHandler } from "./job-queue.js";

/** How often an idle worker looks for due jobs. */
const JOB_POLL_MS = 2_000;

/** Runs the job queue's due jobs of `handlers` while the API runs (every instance does; they share it); returns `stop`. */
export function startJobWorker(db: Db, handlers: readonly JobHandler[], options: { log: FastifyBaseLogger; everyMs?: number }): () => Promise<void> {
  return startBackgroundLoop(
    "jobs",
    async (signal) => {
      const { done, failed } = await runDueJobs(db, handlers, { signal });
      if (done) options.log.info({ done }, "jobs: finished");
      if (failed) options.log.warn({ failed }, "jobs: some jobs failed and will be retried");
    },
    { everyMs: options.everyMs ?? JOB_POLL_MS, firstAfterMs: 0, log: options.log },
  );
}
