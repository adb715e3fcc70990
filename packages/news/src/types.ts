/**
 * News entity types of the CarMarket spec §3 ("News item", "News article", "News page data").
 * Field names are the spec's (snake_case) so the API, client, store and apps share one shape.
 * @packageDocumentation
 */

/** A news category as attached to items and blocks (§3 `category_data`). */
export interface CategoryData {
  /** Display name, e.g. `Latest News`. */
  name: string;
  /** URL slug used by `/news/category/{slug}` (§2.1). */
  slug: string;
}

/** `1` marks a deleted author, shown as 'Editorial' (§2.8, §6); `0` a live author. */
export type AuthorDeletedFlag = 0 | 1;

/** One news entry as shown in lists and cards (§3 "News item"). */
export interface NewsItem {
  /** Headline. */
  title: string;
  /** Article slug: the `{title}` of `/news/{title}` (§2.1). */
  title_slug: string;
  /** Plain-text summary; cut at 230 characters in lists (§5). */
  excerpt?: string;
  /** Small image for list cards. */
  thumbnail_image?: string;
  /** Main image; also the article hero when there is no `hero_image` (§2.8). */
  featured_image?: string;
  /** Author display name. */
  author_name?: string;
  /** Author URL slug for `/author/{slug}`; lists may carry it, articles always do. */
  author_name_slug?: string;
  /** `1` = deleted author, shown as 'Editorial' (§2.8). */
  author_is_deleted?: AuthorDeletedFlag;
  /** Last update as an ISO date-time text; shown 'MMMM D, YYYY' (§2.8). */
  updated_at?: string;
  /** Section the item belongs to (keys of trending/handpicked maps). */
  section?: string;
  /** The item's category. */
  category_data?: CategoryData;
  /** Nested items when the entry stands for a group of articles (§3). */
  news_data?: NewsItem[];
}

/** An image attached to an article content block; also the source of the gallery popup (§2.8). */
export interface NewsImage {
  /** Image URL or path. */
  image_file: string;
  /** Alternative text. */
  alt_text?: string;
  /** Caption shown under the image. */
  caption?: string;
}

/** One content block of an article: rich text with optional images (§3, §2.8). */
export interface NewsContentBlock {
  /** Block body as HTML (sanitised by the API). */
  description: string;
  /** Images shown with this block. */
  images?: NewsImage[];
}

/** Where `content_hero_image` goes: `1` above the excerpt image, `0` after it (§3). */
export type AboveExcerptFlag = 0 | 1;

/** A full article (§3 "News article"): a {@link NewsItem} plus body, images, author details and ads. */
export interface NewsArticle extends NewsItem {
  /** Body blocks in reading order. */
  content: NewsContentBlock[];
  /** Hero image; when missing the featured image is used (§2.8). */
  hero_image?: string;
  /** Extra hero content as HTML, placed by `above_excerpt`. */
  content_hero_image?: string;
  /** `1` puts `content_hero_image` above the excerpt image, `0` after it. */
  above_excerpt?: AboveExcerptFlag;
  /** Author URL slug for `/author/{slug}`. */
  author_name_slug?: string;
  /** Author avatar (60x60, §9). */
  author_image?: string;
  /** Author's job title shown in the author block. */
  designation?: string;
  /** Whether ads may show on this article (§4 Ads); the feed sends a boolean or 0/1. */
  is_ads_active?: boolean | 0 | 1;
  /**
   * Ad queries as JSON text with keys `sidebar`, `post`, `in_content_1`, `in_content_2`
   * (mobile uses `post`, `in_content_1`, `in_content_2`); parse failure means no ads (§4).
   */
  ads_query?: string;
}

/** A handpicked-news group: its items and the category they come from (§3). */
export interface HandpickedGroup {
  /** The group's articles. */
  news_data: NewsItem[];
  /** The group's category; only its name is used. */
  category_data: Pick<CategoryData, "name"> & Partial<CategoryData>;
}

/** Everything a news page is rendered from (§3 "News page data"), loaded server-side. */
export interface NewsPageData<TListing = unknown> {
  /** The article on an article page, or the list of items on list pages. */
  news?: NewsArticle | NewsItem[];
  /** Gallery images of the article (the 'Images' tab shows only when non-empty, §2.8). */
  newsImages?: NewsImage[];
  /** 'Featured News' block. */
  featured_news?: NewsItem[];
  /** One block per major category: category name to its articles. */
  latest_news_by_major_categories?: Record<string, NewsItem[]>;
  /** 'Also Read' block. */
  also_read?: NewsItem[];
  /** Trending News sidebar: section to items. */
  trending_news?: Record<string, NewsItem[]>;
  /** Handpicked News sidebar: section to group. */
  handpicked_news?: Record<string, HandpickedGroup>;
  /** 'Here are some more articles' block. */
  recent_news?: NewsItem[];
  /** Cars shown under the article (`data.subfooter_vins`). */
  similar_vins?: { data?: { subfooter_vins?: TListing[] } };
  /** Car path the article is about, for links into research pages. */
  car_url_slug?: string;
  /** Page title. */
  title?: string;
}
