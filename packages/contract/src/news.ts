import * as v from "valibot";
import type { NewsArticle, NewsItem, NewsPageData } from "@carmarket/news";
import { defineOperations } from "./operation.js";
import { wholeNumber } from "./answer-fields.js";
import { pageQuery, slugParams } from "./research.js";

// The §3 news entities are declared once, in @carmarket/news (their fields are documented there); these schemas
// name them for the contract and pass their fields through as they are.
const entity = <TEntity>(title: string, description: string) =>
  v.pipe(
    v.custom<TEntity>((value) => typeof value === "object" && value !== null),
    v.title(title),
    v.description(description),
  );

const newsItem = entity<NewsItem>("NewsItem", "§3 News item (fields: @carmarket/news `NewsItem`).");

/** News page data as the API sends it: listings under `similar_vins` are plain objects. */
export type NewsPageAnswer = NewsPageData<Record<string, unknown>>;

const itemExample = {
  title: "The 2025 Camry goes hybrid-only",
  title_slug: "the-2025-camry-goes-hybrid-only",
  excerpt: "Every trim now has a battery.",
  category_data: { name: "Car News", slug: "car-news" },
};

const newsPage = <TItem>(items: v.GenericSchema<TItem>) => ({ news: v.array(items), count: wholeNumber, page: wholeNumber, page_size: wholeNumber });

/** A news category page; Latest News lists every article (§2.8). */
export const newsCategoryPage = v.pipe(
  v.object({ category_data: v.object({ name: v.string(), slug: v.string() }), ...newsPage(newsItem) }),
  v.examples([{ category_data: { name: "Car News", slug: "car-news" }, news: [itemExample], count: 1, page: 1, page_size: 12 }]),
);
export type NewsCategoryPage = v.InferOutput<typeof newsCategoryPage>;

/** An author page: the author and their articles, page by page. */
export const authorPage = v.pipe(
  v.object({ author: v.object({ name: v.string(), slug: v.string(), image: v.string(), designation: v.string(), bio: v.string() }), ...newsPage(newsItem) }),
  v.examples([
    {
      author: {
        name: "Priya Raman",
        slug: "priya-raman",
        image: "/api/images/news/authors/priya-raman.svg",
        designation: "Senior editor",
        bio: "Covers hybrids.",
      },
      news: [itemExample],
      count: 1,
      page: 1,
      page_size: 12,
    },
  ]),
);
export type AuthorPage = v.InferOutput<typeof authorPage>;

export const newsOperations = defineOperations({
  getNewsHome: {
    method: "GET",
    path: "/news",
    tag: "news",
    summary: "Get the news home",
    description: "§3 News page data of the news home (§2.8).",
    answer: v.pipe(
      entity<NewsPageAnswer>("NewsPageData", "§3 News page data (fields: @carmarket/news `NewsPageData`)."),
      v.examples([{ featured_news: [itemExample], title: "Car News" }]),
    ),
  },
  getNewsRss: {
    method: "GET",
    path: "/news/rss.xml",
    tag: "news",
    summary: "The RSS feed of the newest 30 articles",
    answer: v.pipe(v.string(), v.examples(['<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>CarMarket News</title></channel></rss>'])),
    answerMedia: "application/rss+xml",
  },
  getNewsArticle: {
    method: "GET",
    path: "/news/:slug",
    tag: "news",
    summary: "Get an article with its page data",
    description: "§3 News page data with `news` = the article, its HTML sanitised by the API (§2.8).",
    params: slugParams,
    answer: v.pipe(
      entity<NewsPageAnswer & { news: NewsArticle }>("NewsArticlePage", "§3 News page data with the article (fields: @carmarket/news `NewsArticle`)."),
      v.examples([{ news: { ...itemExample, content: [{ description: "<p>Every trim now has a battery.</p>" }] }, title: itemExample.title }]),
    ),
  },
  getNewsCategory: {
    method: "GET",
    path: "/news/category/:slug",
    tag: "news",
    summary: "List a news category's articles, newest first",
    params: slugParams,
    query: pageQuery,
    answer: newsCategoryPage,
  },
  getAuthor: {
    method: "GET",
    path: "/authors/:slug",
    tag: "news",
    summary: "Get a live author with their articles",
    description: "Deleted authors have no page (§2.8).",
    params: slugParams,
    query: pageQuery,
    answer: authorPage,
  },
  getNewsIllustration: {
    method: "GET",
    path: "/images/news/:slug/:file",
    tag: "news",
    summary: "A generated illustration of seeded news content",
    params: v.object({
      slug: v.string(),
      file: v.pipe(v.string(), v.description("`{name}.svg`, or `{name}.jpg`: the same drawing at 1200×630 as a JPEG for link previews.")),
    }),
    answer: v.pipe(v.string(), v.examples(['<svg xmlns="http://www.w3.org/2000/svg"/>'])),
    answerMedia: "image/svg+xml",
  },
});
