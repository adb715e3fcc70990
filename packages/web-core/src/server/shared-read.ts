/** How long a server process reuses an answer every shopper gets alike (ADR 231). */
const SHARED_READ_TTL_MS = 5_000;

/**
 * A read whose answer is the same for every shopper (the site config, the brands on sale), shared by
 * the renders of one server process for `ttlMs`: a page then makes one API call fewer each, and under
 * load the concurrent renders wait for one call instead of sending one each (issue #13). Each render
 * passes its own `load` (its own API client); it runs only when nothing fresh is kept or under way.
 * A null answer (the API refused) or a failure is not kept, so the next render asks again.
 */
export function sharedRead<T>(ttlMs = SHARED_READ_TTL_MS, now: () => number = Date.now): (load: () => Promise<T | null>) => Promise<T | null> {
  let kept: { value: T; until: number } | undefined;
  let pending: Promise<T | null> | undefined;
  return (load) => {
    if (kept && now() < kept.until) return Promise.resolve(kept.value);
    pending ??= load()
      .then((value) => {
        if (value !== null) kept = { value, until: now() + ttlMs };
        return value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
