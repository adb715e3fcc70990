import type { FastifyBaseLogger } from "fastify";
import { startBackgroundLoop } from "../background-loop.js";
import type { Db } from "../db/database.js";
import { deliverDueEmails, type MailTransport } from "./deliver.js";

/** How often the worker looks for due emails. */
const OUTBOX_POLL_MS = 5_000;

/** Delivers the outbox while the API runs; returns `stop`. */
export function startOutboxWorker(db: Db, transport: MailTransport, options: { from: string; log: FastifyBaseLogger }): () => Promise<void> {
  return startBackgroundLoop(
    "outbox",
    async (signal) => {
      const { failed } = await deliverDueEmails(db, transport, { from: options.from, signal });
      if (failed) options.log.warn({ failed }, "outbox: some emails failed and will be retried");
    },
    { everyMs: OUTBOX_POLL_MS, firstAfterMs: 0, log: options.log },
  );
}
