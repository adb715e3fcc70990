import type { FastifyBaseLogger } from "fastify";
import { startBackgroundLoop } from "../background-loop.js";
import { sendSearchDigests, type DigestReads } from "./search-digest.js";

/**
 * Sends the saved-search digests while the API runs. Each search is due once a day on its own
 * clock, so checking every few minutes spreads the work and survives restarts; the first check
 * waits a minute (or one poll, when polls are closer) so a starting server serves pages first. Returns `stop`.
 */
export function startSearchDigests(reads: DigestReads, options: { origin: string; everyMs: number; log: FastifyBaseLogger }): () => Promise<void> {
  return startBackgroundLoop(
    "search digests",
    async (signal) => {
      const { emails, searches } = await sendSearchDigests(reads, { origin: options.origin, signal });
      if (searches > 0) options.log.info({ emails, searches }, "search digests: queued");
    },
    { everyMs: options.everyMs, firstAfterMs: Math.min(60_000, options.everyMs), log: options.log },
  );
}
