import { ACCOUNT_ROUTES, LISTING_SECTIONS, OFFLINE_PATH, VIN_QUERY_KEY } from "@carmarket/routes";
import { CACHE_NAMES } from "@carmarket/service-worker";

/** A page the service worker kept, as the offline page lists it. */
export interface KeptPage {
  /** Path and query on this origin. */
  href: string;
  title: string;
}

/** What the offline page offers besides the saved lists (issue #28.3): the last search and the other pages kept. */
export interface OfflineChoices {
  lastSearch: KeptPage | null;
  others: KeptPage[];
}

const SEARCH_SECTIONS = new Set<string>(Object.values(LISTING_SECTIONS));
/** Shown at most, newest first. */
const MOST_LISTED = 20;

/** A listing search page (not a vehicle page, which is the same path with `?vin=`). */
export function isSearchPage(href: string): boolean {
  const url = new URL(href, "http://carmarket.invalid");
  return SEARCH_SECTIONS.has(url.pathname.split("/")[1] ?? "") && !url.searchParams.has(VIN_QUERY_KEY);
}

/** The page's `<title>` as text, without the site's suffix; the path when it has none. */
export function titleOf(html: string, href: string): string {
  const raw = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  if (!raw) return href;
  const text = new DOMParser().parseFromString(`<p>${raw}</p>`, "text/html").body.textContent ?? raw;
  return text.replace(/\s*\|\s*CarMarket$/, "").trim() || href;
}

/** Sorts kept pages (oldest first, as the cache lists them) into the offline page's choices. */
export function offlineChoices(kept: readonly KeptPage[]): OfflineChoices {
  // The offline page and the saved page have links of their own.
  const newestFirst = [...kept].reverse().filter((page) => !page.href.startsWith(OFFLINE_PATH) && page.href !== ACCOUNT_ROUTES.savedCars);
  const lastSearch = newestFirst.find((page) => isSearchPage(page.href)) ?? null;
  return { lastSearch, others: newestFirst.filter((page) => page !== lastSearch).slice(0, MOST_LISTED) };
}

/** The pages the worker kept on this device (none without Cache Storage). */
export async function readKeptPages(): Promise<KeptPage[]> {
  if (!("caches" in window)) return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  const kept: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin) continue;
    const href = `${url.pathname}${url.search}`;
    const html = (await (await cache.match(request))?.text()) ?? "";
    kept.push({ href, title: titleOf(html, href) });
  }
  return kept;
}
