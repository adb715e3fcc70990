import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `round` in the API process every `everyMs` (first after `firstAfterMs`), one round at a time;
 * a failed round is logged and the loop goes on. Returns `stop`, which waits for the round in
 * progress so shutdown never cuts one in half.
 */
export function startBackgroundLoop(
  name: string,
  round: () => Promise<void>,
  options: { everyMs: number; firstAfterMs: number; log: FastifyBaseLogger },
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = round()
      .catch((error: unknown) => options.log.error({ err: error }, `${name}: round failed`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.everyMs);
      });
  };
  let timer = setTimeout(tick, options.firstAfterMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
