/** A loader of an API client, called at most once (again only after a failed load). */
export type ClientLoader<C extends object = object> = () => Promise<C>;

/** Memoises `load` so every lazy call shares one client; a failed load (offline) is retried next time. */
export function once<C extends object>(load: ClientLoader<C>): ClientLoader<C> {
  let pending: Promise<C> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * An object of async calls named `names` that load the client on first use and delegate to it.
 * Keeps the HTTP client (axios, about 22 KB gzip) out of the first-load JavaScript: the sagas only
 * call the API after a shopper acts. A call the loaded client lacks rejects, like a failed request.
 */
export function lazyCalls<T extends object>(load: ClientLoader, names: readonly (keyof T & string)[]): T {
  const calls = names.map((name) => [
    name,
    async (...args: unknown[]) => {
      const call = ((await load()) as Record<string, unknown>)[name];
      if (typeof call !== "function") throw new Error(`The API client has no ${name}() call.`);
      return (call as (...callArgs: unknown[]) => unknown)(...args);
    },
  ]);
  return Object.fromEntries(calls) as T;
}
