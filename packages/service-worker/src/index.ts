// What the pages and the service worker both need to know (issue #28). The worker itself is src/worker/;
// it is bundled into each app's client build by ./vite (vite/plugin.js).

/** The worker's runtime caches by what they hold (ADR 300). */
export const CACHE_NAMES = {
  /** Pages the shopper opened, network first. They hold what a signed-in shopper saw, so a change of session empties it. */
  pages: "carmarket-pages",
  /** Catalogue lists that are the same for everyone (pickers, the search words' catalogue). */
  publicApi: "carmarket-public-api",
  /** Pictures of our origin, cache first. */
  pictures: "carmarket-pictures",
  /** The worker's own notes (which kind of session the caches were filled in). */
  meta: "carmarket-worker-meta",
} as const;

/** What a page tells the worker (`postMessage`). */
export type PageMessage =
  /** The update prompt's "Reload": the waiting worker takes over (workbox-window's messageSkipWaiting). */
  | { type: "SKIP_WAITING" }
  /** Whether this page was rendered for a signed-in shopper; a change empties the pages cache. */
  | { type: "SESSION"; signedIn: boolean }
  /**
   * Keep the sending page and these pictures of it: the first page a shopper opens loads before the worker
   * controls it, so nothing of it went through the worker.
   */
  | { type: "KEEP_PAGE"; pictures: string[] };
