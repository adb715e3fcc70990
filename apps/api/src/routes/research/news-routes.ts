import type { FastifyPluginAsync } from "fastify";
import { contract } from "@carmarket/contract";
import { routeOperation } from "../../http/contract-route.js";
import { NotFoundError } from "../../http/errors.js";
import { NEWS_PAGE_SIZE } from "../../news/news-rules.js";
import { categoryFilter, countNews, findArticle, findCategory, listNews } from "../../news/news-queries.js";
import { newsArticleData, newsHomeData } from "../../news/news-page-data.js";
import { newsRssXml } from "../../news/feeds.js";
import { articleCars } from "./article-cars.js";
import { validSlug } from "./inputs.js";

/** Items in the RSS feed. */
const RSS_ITEMS = 30;

/** GET /news, /news/rss.xml, /news/{slug}, /news/category/{slug}, /authors/{slug} (§2.8, §3 News). */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  routeOperation(app, contract.getNewsHome).handle(async (_input, request) => newsHomeData(request.readDb));

  routeOperation(app, contract.getNewsRss).handle(async (_input, request, reply) => {
    const items = await listNews(request.readDb, {}, RSS_ITEMS);
    const channel = { title: "CarMarket News", description: "The latest car news, reviews and buying advice.", origin: app.config.publicOrigin };
    return reply.type("application/rss+xml; charset=utf-8").send(newsRssXml(channel, items));
  });

  routeOperation(app, contract.getNewsArticle).handle(async ({ params }, request) => {
    const slug = validSlug(params.slug, "News article not found.");
    const article = await findArticle(request.readDb, slug);
    if (!article) throw new NotFoundError("News article not found.");
    return newsArticleData(request.readDb, article, await articleCars(request.readDb, article.title));
  });

  routeOperation(app, contract.getNewsCategory).handle(async ({ params, query: { page } }, request) => {
    const slug = validSlug(params.slug, "News category not found.");
    const category = await findCategory(request.readDb, slug);
    if (!category) throw new NotFoundError("News category not found.");
    const filter = categoryFilter(category);
    return {
      category_data: { name: category.name, slug: category.slug },
      news: await listNews(request.readDb, filter, NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE),
      count: await countNews(request.readDb, filter),
      page,
      page_size: NEWS_PAGE_SIZE,
    };
  });

  routeOperation(app, contract.getAuthor).handle(async ({ params, query: { page } }, request) => {
    const slug = validSlug(params.slug, "Author not found.");
    const author = await request.readDb
      .selectFrom("news_authors")
      .select(["id", "name", "slug", "image", "designation", "bio"])
      .where("slug", "=", slug)
      // §2.8: a deleted author has no page; their articles link to /about-us instead.
      .where("is_deleted", "=", false)
      .executeTakeFirst();
    if (!author) throw new NotFoundError("Author not found.");
    const { id, ...profile } = author;
    return {
      author: profile,
      news: await listNews(request.readDb, { authorId: id }, NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE),
      count: await countNews(request.readDb, { authorId: id }),
      page,
      page_size: NEWS_PAGE_SIZE,
    };
  });
};
