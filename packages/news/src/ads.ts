import type { NewsArticle } from "./types.js";

/** Ad query keys per layout (§3, §4): desktop has a sidebar ad; mobile only post and in-content ads. */
export const AD_QUERY_KEYS = {
  desktop: ["sidebar", "post", "in_content_1", "in_content_2"],
  mobile: ["post", "in_content_1", "in_content_2"],
} as const;

/** Which layout the ads are for. */
export type AdVariant = keyof typeof AD_QUERY_KEYS;

/** One ad query key. */
export type AdQueryKey = (typeof AD_QUERY_KEYS)["desktop"][number];

/** Ad slots shown by a site flag (§9). */
export const AD_SLOT_NAMES = {
  aboveNewsTitle: "Above-News-Title",
  aboveSidebarNews: "carIndigo_above_sidebar_news",
  halfPageNews: "Half-page-News-1",
} as const;

/**
 * The article's ad queries to render (§4 Ads): only when `is_ads_active` and `ads_query` parses as a
 * JSON object; each slot of the variant is filled only when its value is text that is non-empty
 * after trimming (the trimmed text is returned). A parse failure is ignored and means no ads.
 * @example articleAds({ is_ads_active: 1, ads_query: '{"post":" cars "}' }, "mobile") // { post: "cars" }
 */
export function articleAds(article: Pick<NewsArticle, "is_ads_active" | "ads_query">, variant: AdVariant): Partial<Record<AdQueryKey, string>> {
  const parsed = activeAdQueries(article);
  if (parsed === undefined) return {};
  const slots: Partial<Record<AdQueryKey, string>> = {};
  for (const key of AD_QUERY_KEYS[variant]) {
    const value = parsed[key];
    if (typeof value === "string" && value.trim() !== "") slots[key] = value.trim();
  }
  return slots;
}

/**
 * Whether the article's ads are active (§4 Ads): `is_ads_active` and an `ads_query` that parses. Only
 * then does the search-ads script load and fill slots, so only then do empty slots make sense.
 */
export function adsActive(article: Pick<NewsArticle, "is_ads_active" | "ads_query">): boolean {
  return activeAdQueries(article) !== undefined;
}

function activeAdQueries(article: Pick<NewsArticle, "is_ads_active" | "ads_query">): Record<string, unknown> | undefined {
  if (!article.is_ads_active || !article.ads_query) return undefined;
  return parseJsonObject(article.ads_query);
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // §4/§8: an ad query that does not parse is ignored silently.
  }
}

/**
 * What the article's sticky sidebar shows (§2.8: either a search-ads box or the Trending News and
 * Handpicked News lists): the ads box when the desktop `sidebar` ad query is filled (§4), else the lists.
 */
export function articleSidebarMode(article: Pick<NewsArticle, "is_ads_active" | "ads_query">): "ads" | "lists" {
  return articleAds(article, "desktop").sidebar === undefined ? "lists" : "ads";
}
