import { describe, expectTypeOf, it } from "vitest";
import type { NewsArticle, NewsItem, NewsPageData } from "./index.js";

// Type checks run under `pnpm typecheck` as well as vitest: a wrong field type fails the build.
describe("§3 news entity types", () => {
  it("§3 news item: author_is_deleted is the 0/1 flag, category_data has name and slug", () => {
    expectTypeOf<NewsItem["author_is_deleted"]>().toEqualTypeOf<0 | 1 | undefined>();
    expectTypeOf<NonNullable<NewsItem["category_data"]>>().toEqualTypeOf<{ name: string; slug: string }>();
  });

  it("§3 news article: content blocks carry HTML description and optional images; above_excerpt is 0|1", () => {
    const article: NewsArticle = {
      title: "T",
      title_slug: "t",
      content: [{ description: "<p>x</p>" }],
      above_excerpt: 1,
    };
    expectTypeOf(article.content[0]!.description).toEqualTypeOf<string>();
    expectTypeOf<NewsArticle["above_excerpt"]>().toEqualTypeOf<0 | 1 | undefined>();
    expectTypeOf<NewsArticle["ads_query"]>().toEqualTypeOf<string | undefined>();
  });

  it("§3 news page data: category map, trending map, handpicked groups and similar_vins.data.subfooter_vins", () => {
    expectTypeOf<NewsPageData["latest_news_by_major_categories"]>().toEqualTypeOf<Record<string, NewsItem[]> | undefined>();
    expectTypeOf<NonNullable<NewsPageData["handpicked_news"]>[string]["news_data"]>().toEqualTypeOf<NewsItem[]>();
    expectTypeOf<NonNullable<NonNullable<NewsPageData<{ _id: string }>["similar_vins"]>["data"]>["subfooter_vins"]>().toEqualTypeOf<
      { _id: string }[] | undefined
    >();
  });
});
