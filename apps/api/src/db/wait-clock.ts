/**
 * How long the oldest piece of work still waiting for the database has waited: the server's signal that the
 * database, not its own thread, is the bottleneck (load shedding, ADR 257). Work is timed from when it was asked
 * for until it settles; the oldest is the first still pending, since work is added in the order it starts.
 */
export class WaitClock {
  readonly #pending = new Set<{ since: number }>();

  time<T>(work: Promise<T>): Promise<T> {
    const entry = { since: Date.now() };
    this.#pending.add(entry);
    const settle = () => this.#pending.delete(entry);
    work.then(settle, settle);
    return work;
  }

  /** Milliseconds the oldest pending work has waited; 0 when nothing waits. */
  oldestMs(now = Date.now()): number {
    for (const entry of this.#pending) return now - entry.since;
    return 0;
  }
}
