import { sql } from "kysely";
import {
  ABOUT_PATH,
  HOME_PATH,
  LISTING_SECTIONS,
  brandPath,
  carPath,
  comparePath,
  dealerPath,
  dealersPath,
  listingPath,
  submodelPath,
  type ListingCondition,
} from "@carmarket/routes";
import type { Db } from "../../db/database.js";
import type { SitemapEntry } from "../../news/feeds.js";
import { EXCLUDED_ARTICLE_SLUG } from "@carmarket/news";
import { LATEST_NEWS_SLUG } from "../../news/news-rules.js";

const LISTING_CONDITIONS = Object.keys(LISTING_SECTIONS) as ListingCondition[];

/**
 * Every indexable page: home, the listing sections, dealers, about and compare (issue #15: the
 * sitemap had only research and news), then brands, models, model-years, rankings, each dealer's page,
 * news, categories and live authors. `lastmod` wherever a date says when the page last changed (issue
 * #27.14): a dealer's newest feed update, the newest article of the news home, a category or an author.
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
  // A dealer's page changes when its feed does: its cars' newest last-seen time.
  const dealers = await db
    .selectFrom("dealers as d")
    .leftJoin("listings as l", "l.dealer_id", "d.id")
    .select(["d.id", sql<Date | string | null>`max(l.last_seen_in_feed)`.as("changed")])
    .groupBy("d.id")
    .orderBy("d.id")
    .execute();
  for (const dealer of dealers) add(dealerPath(dealer.id), dealer.changed === null ? undefined : new Date(dealer.changed));
  const newest = (rows: readonly { updated_at: Date | string }[]) =>
    rows.length ? new Date(Math.max(...rows.map((row) => new Date(row.updated_at).getTime()))) : undefined;
  const listed = await db
    .selectFrom("news_articles as a")
    .innerJoin("news_categories as c", "c.id", "a.category_id")
    .innerJoin("news_authors as au", "au.id", "a.author_id")
    .select(["a.updated_at", "c.slug as category", "au.slug as author"])
    .where("a.title_slug", "!=", EXCLUDED_ARTICLE_SLUG)
    .execute();
  add("/news", newest(listed));
  for (const category of await db.selectFrom("news_categories").select("slug").orderBy("position").execute()) {
    // Latest News is every article (§2.8).
    add(
      `/news/category/${category.slug}`,
      newest(category.slug === LATEST_NEWS_SLUG ? listed : listed.filter((article) => article.category === category.slug)),
    );
  }
  const articles = await db
    .selectFrom("news_articles")
    .select(["title_slug", "updated_at"])
    // §2.8: the scholarship page is kept out of lists, the sitemap included.
    .where("title_slug", "!=", EXCLUDED_ARTICLE_SLUG)
    .orderBy("published_at", "desc")
    .execute();
  for (const article of articles) add(`/news/${article.title_slug}`, new Date(article.updated_at));
  for (const author of await db.selectFrom("news_authors").select("slug").where("is_deleted", "=", false).orderBy("slug").execute()) {
    add(`/author/${author.slug}`, newest(listed.filter((article) => article.author === author.slug)));
  }
  return entries;
}
