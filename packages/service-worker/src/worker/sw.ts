/// <reference lib="webworker" />
// The site's service worker (issue #28, ADRs 300-301), bundled into each app's client build as /sw.js by
// vite/plugin.js, which puts that build's precache list where `self.__WB_MANIFEST` stands.
import { clientsClaim } from "workbox-core";
import type { RouteMatchCallbackOptions, WorkboxPlugin } from "workbox-core/types.js";
import { ExpirationPlugin } from "workbox-expiration";
import * as navigationPreload from "workbox-navigation-preload";
import { cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { CACHE_NAMES, type PageMessage } from "../index.js";
import { keepOnlyKeepable, offlinePageRedirect, pictureSizeLimit, reloadDocumentAnswer } from "./cache-rules.js";
import { pagesOfAnotherBuild } from "./kept-pages.js";
import {
  documentOfRouterRead,
  factsOf,
  isKeptPage,
  isKeptPagePath,
  isPicture,
  isPublicRead,
  isRouterRead,
  isSavedWrite,
  type RequestFacts,
} from "./request-kinds.js";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const DAY_SECONDS = 24 * 60 * 60;
/** A page slower than this is answered from its copy (the network's answer still renews the copy). */
const PAGE_NETWORK_TIMEOUT_SECONDS = 4;
/** The note of which kind of session filled the pages cache. */
const SESSION_NOTE = "/__carmarket/session";

// Hashed scripts and stylesheets of this build and the offline page; `from` only says which page was asked for.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^from$/] });
cleanupOutdatedCaches();
// The first install takes the open pages at once; an update waits for the shopper (ADR 301).
clientsClaim();
navigationPreload.enable();

const matching =
  (test: (facts: RequestFacts) => boolean) =>
  ({ request }: RouteMatchCallbackOptions): boolean => {
    const facts = factsOf(request, self.location.origin);
    return facts.sameOrigin && test(facts);
  };

/** A page the worker cannot answer offline becomes the offline page. */
const offlinePage: WorkboxPlugin = { handlerDidError: async ({ request }) => offlinePageRedirect(new URL(request.url)) };

const pagesExpiration = new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 14 * DAY_SECONDS });
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  // The server varies a page on User-Agent and Cookie (device dispatch); this browser is one device.
  matchOptions: { ignoreVary: true },
  plugins: [keepOnlyKeepable, pagesExpiration, offlinePage],
});
registerRoute(matching(isKeptPage), pages);
// Account forms and token links are never kept, but offline they still get the offline page.
registerRoute(
  matching(({ method, mode }) => method === "GET" && mode === "navigate"),
  new NetworkOnly({ plugins: [offlinePage] }),
);

registerRoute(
  matching(isRouterRead),
  new NetworkOnly({ plugins: [{ handlerDidError: async ({ request }) => reloadDocumentAnswer(documentOfRouterRead(new URL(request.url))) }] }),
);

registerRoute(
  matching(isPicture),
  new CacheFirst({
    cacheName: CACHE_NAMES.pictures,
    plugins: [keepOnlyKeepable, pictureSizeLimit(), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  matching(isPublicRead),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.publicApi,
    plugins: [keepOnlyKeepable, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: DAY_SECONDS })],
  }),
);

/** Fetches a page through the pages strategy, so its copy is renewed (and expired) like a visited page's. */
async function keepPage(path: string, event: ExtendableEvent): Promise<void> {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin || !isKeptPagePath(url)) return;
  await pages.handle({ event, request: new Request(url, { credentials: "same-origin" }) }).catch(() => undefined);
}

// After a change to the saved lists, the saved page's copy is renewed (a signed-in shopper's list is in it).
const renewSavedPage: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok) event.waitUntil(keepPage(ACCOUNT_ROUTES.savedCars, event));
    return response;
  },
};
for (const method of ["POST", "PUT", "DELETE"] as const) {
  registerRoute(matching(isSavedWrite), new NetworkOnly({ plugins: [renewSavedPage] }), method);
}

/** Empties the pages cache when the page says another kind of session than the one that filled it (issue #28.5). */
async function noteSession(signedIn: boolean): Promise<void> {
  const meta = await caches.open(CACHE_NAMES.meta);
  const noted = (await (await meta.match(SESSION_NOTE))?.json().catch(() => null)) as { signedIn?: boolean } | null;
  if (noted?.signedIn === signedIn) return;
  await pagesExpiration.deleteCacheAndMetadata();
  await meta.put(SESSION_NOTE, Response.json({ signedIn }));
}

/** The first page a shopper opens, and the saved page, kept once the worker runs (they loaded before it). */
async function keepFirstPage(client: Client, pictures: unknown[], event: ExtendableEvent): Promise<void> {
  const ownPictures = pictures
    .filter((picture): picture is string => typeof picture === "string")
    .slice(0, 60)
    .map((picture) => new Request(new URL(picture, self.location.origin), { credentials: "same-origin" }))
    .filter((request) => matching(isPicture)({ request } as RouteMatchCallbackOptions));
  const pictureCache = new CacheFirst({ cacheName: CACHE_NAMES.pictures, plugins: [keepOnlyKeepable, pictureSizeLimit()] });
  await Promise.all([
    keepPage(client.url, event),
    keepPage(ACCOUNT_ROUTES.savedCars, event),
    ...ownPictures.map((request) => pictureCache.handle({ event, request }).catch(() => undefined)),
  ]);
}

self.addEventListener("message", (event) => {
  const message = event.data as Partial<PageMessage> | null;
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  else if (message?.type === "SESSION" && typeof message.signedIn === "boolean") event.waitUntil(noteSession(message.signedIn));
  else if (message?.type === "KEEP_PAGE" && Array.isArray(message.pictures) && event.source && "url" in event.source) {
    event.waitUntil(keepFirstPage(event.source, message.pictures, event));
  }
});

// A new build's worker fetches the newest kept pages again and drops the other copies of the old build, so a
// kept page is never served with scripts this worker does not hold (ADR 301).
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAMES.pages);
      const kept = (await cache.keys()).map((request) => ({ request, html: async () => (await cache.match(request))?.text() ?? "" }));
      const { renew, drop } = await pagesOfAnotherBuild(kept, (asset) => getCacheKeyForURL(asset) !== undefined);
      await Promise.all([...renew, ...drop].map((request) => cache.delete(request)));
      await Promise.all(renew.map((request) => keepPage(new URL(request.url).pathname + new URL(request.url).search, event)));
    })(),
  );
});
