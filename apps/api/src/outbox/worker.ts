import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.js";
import { deliverDueEmails, type MailTransport } from "./deliver.js";

/** How often the worker looks for due emails. */
export const OUTBOX_POLL_MS = 5_000;

/**
 * A small in-process loop that delivers the outbox while the API runs. Returns `stop`, which waits
 * for the round in progress so shutdown never cuts a send in half.
 */
export function startOutboxWorker(db: Db, transport: MailTransport, options: { from: string; log: FastifyBaseLogger }): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = deliverDueEmails(db, transport, { from: options.from })
      .then(({ failed }) => {
        if (failed) options.log.warn({ failed }, "outbox: some emails failed and will be retried");
      })
      .catch((error: unknown) => options.log.error({ err: error }, "outbox: delivery round failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, OUTBOX_POLL_MS);
      });
  };
  let timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
