import { availableParallelism } from "node:os";

/**
 * How many processes serve shoppers. On Postgres one per core (WEB_CONCURRENCY overrides); on the
 * embedded PGlite one, since PGlite is one process's in-memory engine over its folder and cannot be
 * shared between processes (ADR 240).
 */
export function clusterSize(env: NodeJS.ProcessEnv): number {
  if (!env.DATABASE_URL) return 1;
  const asked = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(asked) && asked >= 1 ? asked : availableParallelism();
}

/** A worker that ran this long before dying was not crash-looping: its replacement starts at once. */
export const STABLE_WORKER_MS = 30_000;

/** Wait before replacing a worker after `crashesInARow` quick deaths: 1, 2, 4 … up to 30 seconds. */
export function restartDelayMs(crashesInARow: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, crashesInARow - 1));
}
