const gates: Promise<unknown>[] = [];

/**
 * Holds the page's hydration until `ready` settles: a route whose page is a lazy chunk registers the
 * chunk's import here while its module evaluates (route modules load before the entry script), so
 * the whole page hydrates at once and a click never lands on HTML that is not yet interactive.
 */
export function holdHydrationUntil(ready: Promise<unknown>): void {
  gates.push(ready.catch(() => undefined));
}

/** Settles when every registered chunk has loaded (or failed: the page then hydrates without it). */
export function hydrationGates(): Promise<unknown> {
  return Promise.all(gates);
}
