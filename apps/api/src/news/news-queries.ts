import { sql } from "kysely";
import { EXCLUDED_ARTICLE_SLUG, type AuthorDeletedFlag, type NewsArticle, type NewsImage, type NewsItem } from "@carmarket/news";
import type { Db } from "../db/database.js";
import type { NewsContentBlock } from "../db/research-tables.js";
import { LATEST_NEWS_SLUG } from "./news-rules.js";
import { sanitizeNewsHeroHtml, sanitizeNewsHtml } from "./sanitize-news-html.js";

/** Filters of a news list; every list leaves out the §2.8 scholarship article. */
export interface NewsListFilter {
  categoryId?: number | undefined;
  authorId?: number | undefined;
  section?: string | undefined;
  /** Slugs to leave out besides the scholarship article (e.g. the article being read). */
  exclude?: readonly string[] | undefined;
  /** Only articles with a hero image (the Featured News block). */
  withHero?: boolean | undefined;
}

function baseQuery(db: Db) {
  return db.selectFrom("news_articles as a").innerJoin("news_authors as au", "au.id", "a.author_id").innerJoin("news_categories as c", "c.id", "a.category_id");
}

function filtered(db: Db, filter: NewsListFilter) {
  let query = baseQuery(db).where("a.title_slug", "not in", [EXCLUDED_ARTICLE_SLUG, ...(filter.exclude ?? [])]);
  if (filter.categoryId !== undefined) query = query.where("a.category_id", "=", filter.categoryId);
  if (filter.authorId !== undefined) query = query.where("a.author_id", "=", filter.authorId);
  if (filter.section !== undefined) query = query.where("a.section", "=", filter.section);
  if (filter.withHero) query = query.where("a.hero_image", "is not", null);
  return query;
}

const ITEM_COLUMNS = [
  "a.title",
  "a.title_slug",
  "a.excerpt",
  "a.thumbnail_image",
  "a.featured_image",
  "a.section",
  "a.updated_at",
  "au.name as author_name",
  "au.slug as author_name_slug",
  "au.is_deleted as author_is_deleted",
  "c.name as category_name",
  "c.slug as category_slug",
] as const;

interface ItemRow {
  title: string;
  title_slug: string;
  excerpt: string;
  thumbnail_image: string;
  featured_image: string;
  section: string | null;
  updated_at: Date;
  author_name: string;
  author_name_slug: string;
  author_is_deleted: boolean;
  category_name: string;
  category_slug: string;
}

function toNewsItem(row: ItemRow): NewsItem {
  const item: NewsItem = {
    title: row.title,
    title_slug: row.title_slug,
    excerpt: row.excerpt,
    thumbnail_image: row.thumbnail_image,
    featured_image: row.featured_image,
    author_name: row.author_name,
    author_name_slug: row.author_name_slug,
    author_is_deleted: (row.author_is_deleted ? 1 : 0) satisfies AuthorDeletedFlag,
    updated_at: new Date(row.updated_at).toISOString(),
    category_data: { name: row.category_name, slug: row.category_slug },
  };
  if (row.section) item.section = row.section;
  return item;
}

/** Newest-first news items matching `filter`. */
export async function listNews(db: Db, filter: NewsListFilter, limit: number, offset = 0): Promise<NewsItem[]> {
  const rows = await filtered(db, filter).select(ITEM_COLUMNS).orderBy("a.published_at", "desc").orderBy("a.id", "desc").limit(limit).offset(offset).execute();
  return rows.map(toNewsItem);
}

/**
 * Newest-first news items matching `filter`, at most `limit` in each category, by category id: every category's
 * block in one read instead of one read a category.
 */
export async function listNewsByCategory(db: Db, filter: NewsListFilter, limit: number): Promise<Map<number, NewsItem[]>> {
  const ranked = filtered(db, filter)
    .select([...ITEM_COLUMNS, "a.category_id", sql<number>`row_number() over (partition by a.category_id order by a.published_at desc, a.id desc)`.as("rank")])
    .as("ranked");
  const rows = await db.selectFrom(ranked).selectAll().where("rank", "<=", limit).orderBy("category_id").orderBy("rank").execute();
  const byCategory = new Map<number, NewsItem[]>();
  for (const row of rows) {
    const items = byCategory.get(row.category_id) ?? [];
    items.push(toNewsItem(row));
    byCategory.set(row.category_id, items);
  }
  return byCategory;
}

/** How many articles a list over `filter` holds. */
export async function countNews(db: Db, filter: NewsListFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One article with its body; all HTML is sanitised here, on the server (§2.8 content comes from the CMS). */
export async function findArticle(db: Db, slug: string): Promise<NewsArticle | null> {
  const row = await baseQuery(db)
    .where("a.title_slug", "=", slug)
    .select([
      ...ITEM_COLUMNS,
      "a.content",
      "a.hero_image",
      "a.content_hero_image",
      "a.above_excerpt",
      "a.is_ads_active",
      "a.ads_query",
      "au.image as author_image",
      "au.designation",
    ])
    .executeTakeFirst();
  if (!row) return null;
  const article: NewsArticle = {
    ...toNewsItem(row),
    content: row.content.map(sanitizeBlock),
    above_excerpt: row.above_excerpt === 1 ? 1 : 0,
    author_image: row.author_image,
    designation: row.designation,
    is_ads_active: row.is_ads_active ? 1 : 0,
  };
  if (row.hero_image) article.hero_image = row.hero_image;
  if (row.content_hero_image) article.content_hero_image = sanitizeNewsHeroHtml(row.content_hero_image);
  // The raw text is passed on: §4 says the page ignores a value that does not parse.
  if (row.ads_query !== null) article.ads_query = row.ads_query;
  return article;
}

function sanitizeBlock(block: NewsContentBlock): NewsContentBlock {
  const clean: NewsContentBlock = { description: sanitizeNewsHtml(block.description) };
  if (block.images?.length) clean.images = block.images.filter((image) => isSafeImagePath(image.image_file));
  return clean;
}

/** Image paths are our own routes or https URLs; anything else (javascript:, data:) is dropped. */
function isSafeImagePath(path: string): boolean {
  return /^(\/api\/images\/|https:\/\/)/.test(path);
}

/** Every image of an article's blocks, in reading order: the §2.8 gallery popup's source. */
export function articleImages(article: NewsArticle): NewsImage[] {
  return article.content.flatMap((block) => block.images ?? []);
}

export interface NewsCategoryRow {
  id: number;
  name: string;
  slug: string;
}

/** Categories in block order. */
export async function listCategories(db: Db): Promise<NewsCategoryRow[]> {
  return db.selectFrom("news_categories").select(["id", "name", "slug"]).where("is_major", "=", true).orderBy("position").execute();
}

export async function findCategory(db: Db, slug: string): Promise<NewsCategoryRow | null> {
  return (await db.selectFrom("news_categories").select(["id", "name", "slug"]).where("slug", "=", slug).executeTakeFirst()) ?? null;
}

/** The list filter of a category: Latest News is every article (§2.8). */
export function categoryFilter(category: NewsCategoryRow): NewsListFilter {
  return category.slug === LATEST_NEWS_SLUG ? {} : { categoryId: category.id };
}
