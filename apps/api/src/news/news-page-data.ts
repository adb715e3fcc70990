import { LATEST_NEWS_SKIP, excludeFromNewsLists, type HandpickedGroup, type NewsArticle, type NewsItem, type NewsPageData } from "@carmarket/news";
import type { Db } from "../db/database.js";
import { LATEST_NEWS_SLUG, NEWS_PAGE_SIZE, NEWS_SECTIONS } from "./news-rules.js";
import { articleImages, listCategories, listNews, listNewsByCategory } from "./news-queries.js";

/** Sizes of the page blocks (documented in apps/api/src/routes/research/README.md). */
export const NEWS_BLOCK_SIZES = {
  featured: 4,
  perCategory: 4,
  /** The page skips the first four Latest News items (§2.8, §9), so this block carries four more. */
  latestSkipped: LATEST_NEWS_SKIP,
  alsoRead: 4,
  trending: 5,
  handpicked: 3,
  recent: 6,
} as const;

/**
 * The blocks every news page shares (§3 "News page data"): featured, one block per major category,
 * trending and handpicked sidebars and recent news. `exclude` keeps the article being read out of them.
 * Seven reads side by side, whatever the number of categories: a Postgres pool runs them at once and PGlite's
 * thread back to back (one read a category and block made an article cost 15 reads in a row).
 */
async function sharedBlocks(db: Db, exclude: readonly string[]): Promise<NewsPageData<never>> {
  const sizes = NEWS_BLOCK_SIZES;
  const [categories, latest, perCategory, handpickedPerCategory, featured, trending, recent] = await Promise.all([
    listCategories(db),
    // Latest News is every article (§2.8), and its block carries the items the page skips.
    listNews(db, { exclude }, sizes.latestSkipped + sizes.perCategory),
    listNewsByCategory(db, { exclude }, sizes.perCategory),
    listNewsByCategory(db, { section: NEWS_SECTIONS.handpicked, exclude }, sizes.handpicked),
    listNews(db, { withHero: true, exclude }, sizes.featured),
    listNews(db, { section: NEWS_SECTIONS.trending, exclude }, sizes.trending),
    listNews(db, { exclude }, sizes.recent),
  ]);
  const byCategory: Record<string, NewsItem[]> = {};
  const handpicked: Record<string, HandpickedGroup> = {};
  for (const category of categories) {
    if (category.slug === LATEST_NEWS_SLUG) {
      byCategory[category.name] = latest;
      continue;
    }
    byCategory[category.name] = perCategory.get(category.id) ?? [];
    const picks = handpickedPerCategory.get(category.id);
    if (picks) handpicked[category.slug] = { news_data: picks, category_data: { name: category.name, slug: category.slug } };
  }
  return {
    featured_news: featured,
    latest_news_by_major_categories: byCategory,
    trending_news: { [NEWS_SECTIONS.trending]: trending },
    handpicked_news: handpicked,
    recent_news: recent,
  };
}

/** GET /news: the first page of Latest News plus the shared blocks. */
export async function newsHomeData(db: Db): Promise<NewsPageData<never>> {
  // The queries already leave the §2.8 article out (so counts and pages are right); the shared rule is the last word.
  return excludeFromNewsLists({ ...(await sharedBlocks(db, [])), news: await listNews(db, {}, NEWS_PAGE_SIZE), title: "Car News" });
}

/** Cars shown under an article and the research path it links to (catalogue data, may be empty). */
export interface ArticleCars<TListing> {
  subfooterVins: TListing[];
  carUrlSlug: string;
}

/** GET /news/{slug}: the article, its gallery images, 'Also Read' from its category and the shared blocks. */
export async function newsArticleData<TListing>(
  db: Db,
  article: NewsArticle,
  cars: ArticleCars<TListing>,
): Promise<NewsPageData<TListing> & { news: NewsArticle }> {
  const exclude = [article.title_slug];
  const alsoRead = async () => {
    const categorySlug = article.category_data?.slug ?? LATEST_NEWS_SLUG;
    const category = await db.selectFrom("news_categories").select("id").where("slug", "=", categorySlug).executeTakeFirst();
    return listNews(db, { categoryId: category?.id, exclude }, NEWS_BLOCK_SIZES.alsoRead);
  };
  const [shared, also_read] = await Promise.all([sharedBlocks(db, exclude), alsoRead()]);
  const lists = excludeFromNewsLists({
    ...shared,
    newsImages: articleImages(article),
    also_read,
    similar_vins: { data: { subfooter_vins: cars.subfooterVins } },
    car_url_slug: cars.carUrlSlug,
    title: article.title,
  });
  return { ...lists, news: article };
}
