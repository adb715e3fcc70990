import { describe, expect, it } from "vitest";
import type { NewsItem } from "@carmarket/news";
import { pageNumber, sidebarLists } from "./load-news.js";

const item = (slug: string): NewsItem => ({ title: slug, title_slug: slug });

describe("pageNumber", () => {
  const at = (query: string) => pageNumber(new Request(`http://cars.test/news/category/reviews${query}`));

  it("reads ?page= and defaults to 1", () => {
    expect(at("")).toBe(1);
    expect(at("?page=3")).toBe(3);
  });

  it.each(["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?page=01"])("%s is no page: a 404, never a 500", (query) => {
    let thrown: unknown;
    try {
      at(query);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});

describe("sidebarLists", () => {
  const page = {
    trending_news: { trending: [item("t1")] },
    handpicked_news: {
      reviews: { news_data: [item("r1")], category_data: { name: "Reviews", slug: "reviews" } },
      industry: { news_data: [item("i1")], category_data: { name: "Industry", slug: "industry" } },
    },
  };

  it("§2.8 Trending News and the Handpicked group of the article's category", () => {
    expect(sidebarLists(page, "industry")).toEqual({ trending: [item("t1")], handpicked: page.handpicked_news.industry });
  });

  it("falls back to the first Handpicked group, and to no lists at all", () => {
    expect(sidebarLists(page, "car-news").handpicked).toBe(page.handpicked_news.reviews);
    expect(sidebarLists({})).toEqual({ trending: [] });
  });
});
