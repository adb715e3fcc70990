import { ABOUT_PATH, HOME_PATH, LISTING_SECTIONS, brandPath, carPath, comparePath, dealersPath, listingPath, submodelPath, type ListingCondition } from "@carmarket/routes";
import type { Db } from "../../db/database.js";
import type { SitemapEntry } from "../../news/feeds.js";
import { EXCLUDED_ARTICLE_SLUG } from "@carmarket/news";

const LISTING_CONDITIONS = Object.keys(LISTING_SECTIONS) as ListingCondition[];

/**
 * Every indexable page: home, the listing sections, dealers, about and compare (issue #15: the
 * sitemap had only research and news), then brands, models, model-years, rankings, news,
 * categories and live authors.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const cars = await db
    .selectFrom("research_cars as rc")
    .innerJoin("models as m", "m.id", "rc.model_id")
    .innerJoin("brands as b", "b.id", "m.brand_id")
    .select(["b.slug as brand", "m.slug as model", "rc.year"])
    .orderBy("b.slug")
    .orderBy("m.slug")
    .orderBy("rc.year", "desc")
    .execute();
  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  const add = (path: string, lastmod?: Date) => {
    if (seen.has(path)) return;
    seen.add(path);
    entries.push({ path, lastmod });
  };
  for (const path of [HOME_PATH, ...LISTING_CONDITIONS.map((condition) => listingPath({ condition })), dealersPath(), ABOUT_PATH, comparePath([])]) add(path);
  for (const car of cars) {
    add(brandPath(car.brand));
    add(submodelPath(car));
    add(carPath(car));
  }
  for (const ranking of await db.selectFrom("rankings").select("url").orderBy("position").execute()) add(ranking.url);
  add("/news");
  for (const category of await db.selectFrom("news_categories").select("slug").orderBy("position").execute()) add(`/news/category/${category.slug}`);
  const articles = await db
    .selectFrom("news_articles")
    .select(["title_slug", "updated_at"])
    // §2.8: the scholarship page is kept out of lists, the sitemap included.
    .where("title_slug", "!=", EXCLUDED_ARTICLE_SLUG)
    .orderBy("published_at", "desc")
    .execute();
  for (const article of articles) add(`/news/${article.title_slug}`, new Date(article.updated_at));
  for (const author of await db.selectFrom("news_authors").select("slug").where("is_deleted", "=", false).orderBy("slug").execute()) add(`/author/${author.slug}`);
  return entries;
}
