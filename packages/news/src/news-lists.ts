import { newsCategoryPath } from "@carmarket/routes";
import type { CategoryData, HandpickedGroup, NewsItem, NewsPageData } from "./types.js";

/** This article is never shown in any news list (§2.8). */
export const EXCLUDED_ARTICLE_SLUG = "all-american-1000-car-review-essay-scholarship";

/** The category whose block is headed 'More in Latest News' and skips its first articles (§2.8). */
export const LATEST_NEWS_CATEGORY = "Latest News";

/** Slug of Latest News, the category that lists every article newest first (§2.8). */
export const LATEST_NEWS_SLUG = "latest-news";

/** Articles the Latest News block skips: they are already shown at the top of the page (§2.8, §9). */
export const LATEST_NEWS_SKIP = 4;

/** Fixed headings of the news pages (§2.8). */
export const NEWS_HEADINGS = {
  alsoRead: "Also Read",
  featuredNews: "Featured News",
  moreArticles: "Here are some more articles",
  trendingNews: "Trending News",
  handpickedNews: "Handpicked News",
  shareThis: "Share this:",
  imagesTab: "Images",
} as const;

/** The list without the always-excluded article (§2.8). Returns a new array. */
export function withoutExcludedArticles<T extends Pick<NewsItem, "title_slug">>(items: readonly T[] | undefined): T[] {
  return (items ?? []).filter((item) => item.title_slug !== EXCLUDED_ARTICLE_SLUG);
}

/**
 * News page data with the excluded article (§2.8) removed from every list: featured, category
 * blocks, also read, trending, handpicked, recent, and `news` when it is a list. Apply once where
 * the data is loaded. Returns a new object.
 */
export function excludeFromNewsLists<T>(data: NewsPageData<T>): NewsPageData<T> {
  const lists = (map: Record<string, NewsItem[]> | undefined) =>
    map && Object.fromEntries(Object.entries(map).map(([key, items]) => [key, withoutExcludedArticles(items)]));
  const groups = (map: Record<string, HandpickedGroup> | undefined) =>
    map && Object.fromEntries(Object.entries(map).map(([key, group]) => [key, { ...group, news_data: withoutExcludedArticles(group.news_data) }]));
  const result: NewsPageData<T> = { ...data };
  if (Array.isArray(data.news)) result.news = withoutExcludedArticles(data.news);
  if (data.featured_news) result.featured_news = withoutExcludedArticles(data.featured_news);
  if (data.also_read) result.also_read = withoutExcludedArticles(data.also_read);
  if (data.recent_news) result.recent_news = withoutExcludedArticles(data.recent_news);
  if (data.latest_news_by_major_categories) result.latest_news_by_major_categories = lists(data.latest_news_by_major_categories);
  if (data.trending_news) result.trending_news = lists(data.trending_news);
  if (data.handpicked_news) result.handpicked_news = groups(data.handpicked_news);
  return result;
}

/** One news category block (§2.8). */
export interface CategoryBlock {
  /** Category name. */
  category: string;
  /** 'More in Latest News' for Latest News, otherwise the category name. */
  heading: string;
  /** Articles to show: excluded article removed; Latest News also without its first four. */
  items: NewsItem[];
  /** 'Show All In {category name}'. */
  linkText: string;
  /** `/news/category/{slug}` when the slug is known. */
  href?: string;
}

/**
 * Builds a news category block (§2.8). The excluded article is removed first, then Latest News
 * skips its first four articles. The slug comes from `categorySlug`, else Latest News's own, else
 * the first item's `category_data.slug`.
 */
export function categoryBlock(category: string, items: readonly NewsItem[], categorySlug?: string): CategoryBlock {
  const isLatest = category === LATEST_NEWS_CATEGORY;
  const kept = withoutExcludedArticles(items);
  // Latest News holds articles of every category: its first article's category is not its own (issue #15).
  const slug = categorySlug ?? (isLatest ? LATEST_NEWS_SLUG : items.find((item) => item.category_data?.slug)?.category_data?.slug);
  return {
    category,
    heading: isLatest ? `More in ${category}` : category,
    items: isLatest ? kept.slice(LATEST_NEWS_SKIP) : kept,
    linkText: `Show All In ${category}`,
    ...(slug ? { href: newsCategoryPath(slug) } : {}),
  };
}

/**
 * One block per major category (§2.8), in the order of the map; blocks left without articles are
 * dropped.
 */
export function categoryBlocks(byCategory: Readonly<Record<string, NewsItem[]>> | undefined): CategoryBlock[] {
  return Object.entries(byCategory ?? {})
    .map(([category, items]) => categoryBlock(category, items))
    .filter((block) => block.items.length > 0);
}

/** The article page's category link (§2.8): 'Show all in {category} >' to `/news/category/{slug}`. */
export function articleCategoryLink(category: CategoryData): { text: string; href: string } {
  return { text: `Show all in ${category.name} >`, href: newsCategoryPath(category.slug) };
}
