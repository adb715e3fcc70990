import { articleAds, type AdQueryKey, type AdVariant, type NewsArticle } from "@carmarket/news";
import type { SearchAds } from "@carmarket/api-client";

/** The article's ad queries of one layout, by slot name (§3 ads_query keys). */
export type ArticleAdQueries = Partial<Record<AdQueryKey, string>>;

/**
 * The ad slots an article renders (§4 Ads, ADR 295): `articleAds()` of the layout, kept only when a
 * search-ads service is set and has an id for the slot. With no service every slot is left out, so an
 * article never shows a box no script will fill (issue #27.4).
 */
export function pageAds(article: Pick<NewsArticle, "is_ads_active" | "ads_query">, variant: AdVariant, searchAds: SearchAds | null): ArticleAdQueries {
  if (searchAds === null) return {};
  const ads: ArticleAdQueries = {};
  for (const [name, query] of Object.entries(articleAds(article, variant)) as [AdQueryKey, string][]) if (searchAds.slots[name]) ads[name] = query;
  return ads;
}

/** The page-level call of the service's script: its queue until the script has loaded (the AdSense for Search protocol). */
type AdsCall = (command: "ads", page: AdsPageOptions, block: { container: string }) => void;

interface AdsPageOptions {
  pubId: string;
  query: string;
  styleId: string;
  /** The service reports per container whether it placed an ad. */
  adLoadedCallback: (containerId: string, adsLoaded: boolean) => void;
}

type AdsWindow = Window & { _googCsa?: AdsCall & { q?: unknown[][]; t?: number } };

/** Marks a container filled (its label shows) or hides it when the service had no ad for it: an unfilled slot collapses. */
function settleAdSlot(documentRef: Document, containerId: string, adsLoaded: boolean): void {
  const container = documentRef.getElementById(containerId);
  if (!container) return;
  if (adsLoaded) container.dataset.adState = "filled";
  else container.hidden = true;
}

/**
 * Asks the search-ads service for an ad in every slot container on the page (`data-ad-name`), then
 * loads its script once. Calls made before the script arrives wait in its queue, as its page snippet
 * does; the script's origin is the only one the CSP allows besides the site's (ADR 295).
 */
export function requestSearchAds(windowRef: AdsWindow, searchAds: SearchAds): void {
  const documentRef = windowRef.document;
  const containers = [...documentRef.querySelectorAll<HTMLElement>("[data-ad-name][data-ad-query]")].filter((container) => !container.dataset.adRequested);
  if (containers.length === 0) return;
  windowRef._googCsa ??= Object.assign((...args: unknown[]) => void (windowRef._googCsa!.q ??= []).push(args), { t: Date.now() });
  for (const container of containers) {
    const styleId = searchAds.slots[container.dataset.adName ?? ""];
    if (!styleId) continue;
    container.dataset.adRequested = "true";
    windowRef._googCsa(
      "ads",
      {
        pubId: searchAds.client,
        query: container.dataset.adQuery ?? "",
        styleId,
        adLoadedCallback: (containerId, adsLoaded) => settleAdSlot(documentRef, containerId, adsLoaded),
      },
      { container: container.id },
    );
  }
  if (documentRef.querySelector(`script[data-search-ads]`)) return;
  const script = documentRef.createElement("script");
  script.src = searchAds.script_url;
  script.async = true;
  script.dataset.searchAds = "";
  documentRef.head.append(script);
}
