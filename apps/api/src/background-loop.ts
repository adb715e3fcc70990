import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `round` in the API process every `everyMs` (first after `firstAfterMs`), one round at a time;
 * a failed round is logged and the loop goes on. Returns `stop`, which aborts the round's signal (a
 * round checks it between items, so it ends after the current one) and waits for it, so shutdown
 * never cuts an item in half.
 */
export function startBackgroundLoop(
  name: string,
  round: (signal: AbortSignal) => Promise<void>,
  options: { everyMs: number; firstAfterMs: number; log: FastifyBaseLogger },
): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = round(stopping.signal)
      .catch((error: unknown) => options.log.error({ err: error }, `${name}: round failed`))
      .finally(() => {
        if (!stopping.signal.aborted) timer = setTimeout(tick, options.everyMs);
      });
  };
  let timer = setTimeout(tick, options.firstAfterMs);
  return async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  };
}
