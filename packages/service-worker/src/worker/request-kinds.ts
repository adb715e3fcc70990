// Which requests the worker handles, and how (ADR 300). Pure functions of the request, so they are tested
// without a worker.
import { ACCOUNT_ROUTES } from "@carmarket/routes";

/** The API's prefix on the origin. */
const API = "/api";

/** The apps' client builds (apps/server serves each app's `build/client` there); their assets are precached. */
const APP_ASSET_PREFIXES = ["/_m/", "/_d/"];

/**
 * Catalogue reads that are the same for every shopper and change slowly, so a copy a day old is harmless:
 * answered from the cache at once and refreshed behind it (stale-while-revalidate). By contract operation,
 * so a test can hold each to its declared path.
 */
export const PUBLIC_READS = {
  getSearchCatalog: "/search-words/catalog",
  getReviewModels: "/models",
  getSaleModels: "/inventory/models",
  getRankingList: "/rankings/list",
} as const;

/** Writes to the saved lists (a visitor's by cookie id, an account's under /user/saved). */
const SAVED_WRITES = ["/save_cookie_data", "/remove_cookie_data"];
const ACCOUNT_SAVED = "/user/saved/";

/** Account pages the worker never keeps: forms, token links and the account's details (only the saved page is kept). */
const UNKEPT_PAGES = new Set<string>(Object.entries(ACCOUNT_ROUTES).flatMap(([name, path]) => (name === "savedCars" ? [] : [path])));

/** Picture files by extension, for requests that do not say they are for an image (a page asking to keep its pictures). */
const PICTURE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** What the worker needs of a request: its URL, method, mode and destination. */
export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
  destination: RequestDestination;
}

/** The request's facts; `origin` is the worker's. */
export function factsOf(request: Request, origin: string): RequestFacts & { sameOrigin: boolean } {
  const url = new URL(request.url);
  return { url, method: request.method, mode: request.mode, destination: request.destination, sameOrigin: url.origin === origin };
}

const apiPath = (url: URL): string | null => (url.pathname.startsWith(`${API}/`) ? url.pathname.slice(API.length) : null);
const isAppAsset = (url: URL): boolean => APP_ASSET_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));

/** A page the shopper opens (a document navigation) that the worker keeps a copy of. */
export function isKeptPage({ url, method, mode }: RequestFacts): boolean {
  return method === "GET" && mode === "navigate" && isKeptPagePath(url);
}

/** Whether a page at this URL is kept: not the API, not an asset, not an account form or token link. */
export function isKeptPagePath(url: URL): boolean {
  return apiPath(url) === null && !isAppAsset(url) && !UNKEPT_PAGES.has(url.pathname.replace(/\/+$/, "") || "/");
}

/**
 * React Router's own reads during a client-side navigation: the page's data (`/path.data`, ADR 261's single
 * fetch) and the route manifest (`/__manifest`). Offline, the worker turns them into a document load, which
 * it can answer from its copies or with the offline page.
 */
export function isRouterRead({ url, method }: RequestFacts): boolean {
  return method === "GET" && (url.pathname.endsWith(".data") || url.pathname === "/__manifest");
}

/**
 * The document a `.data` request reads for (`/used-cars.data?_routes=…` → `/used-cars`, `/_.data` → `/`,
 * `/news/_.data` → `/news/`), React Router's trailing-slash-aware URLs undone; null for the manifest.
 */
export function documentOfRouterRead(url: URL): string | null {
  if (!url.pathname.endsWith(".data")) return null;
  const path = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.slice(0, -".data".length);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/** A picture of our origin (listing photos, generated illustrations), cache first. */
export function isPicture({ url, method, destination }: RequestFacts): boolean {
  return method === "GET" && !isAppAsset(url) && (destination === "image" || PICTURE_FILE.test(url.pathname));
}

/** One of {@link PUBLIC_READS}. */
export function isPublicRead({ url, method }: RequestFacts): boolean {
  const path = apiPath(url);
  return method === "GET" && path !== null && (Object.values(PUBLIC_READS) as string[]).includes(path);
}

/** A change to the saved cars or searches, after which the worker renews its copy of the saved page. */
export function isSavedWrite({ url, method }: RequestFacts): boolean {
  const path = apiPath(url);
  return method !== "GET" && path !== null && (SAVED_WRITES.includes(path) || path.startsWith(ACCOUNT_SAVED));
}
