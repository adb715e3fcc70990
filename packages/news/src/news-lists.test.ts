import { describe, expect, it } from "vitest";
import { EXCLUDED_ARTICLE_SLUG, articleCategoryLink, categoryBlock, categoryBlocks, excludeFromNewsLists, withoutExcludedArticles } from "./news-lists.js";
import type { NewsItem } from "./types.js";

const item = (slug: string, category = { name: "Reviews", slug: "reviews" }): NewsItem => ({
  title: slug.toUpperCase(),
  title_slug: slug,
  category_data: category,
});
const excluded = item(EXCLUDED_ARTICLE_SLUG);
const latest = { name: "Latest News", slug: "latest-news" };

describe("§2.8 news lists", () => {
  it("§2.8 the scholarship article is always excluded from lists", () => {
    expect(EXCLUDED_ARTICLE_SLUG).toBe("all-american-1000-car-review-essay-scholarship");
    expect(withoutExcludedArticles([item("a"), excluded, item("b")]).map((i) => i.title_slug)).toEqual(["a", "b"]);
    expect(withoutExcludedArticles(undefined)).toEqual([]);
  });

  it("§2.8 excluded from every list of the page data", () => {
    const data = excludeFromNewsLists({
      news: [excluded, item("a")],
      featured_news: [excluded],
      also_read: [excluded, item("b")],
      recent_news: [excluded],
      latest_news_by_major_categories: { Reviews: [excluded, item("c")] },
      trending_news: { main: [excluded, item("d")] },
      handpicked_news: { main: { news_data: [excluded, item("e")], category_data: { name: "Reviews" } } },
    });
    expect(JSON.stringify(data)).not.toContain(EXCLUDED_ARTICLE_SLUG);
    expect(data.handpicked_news?.main?.news_data.map((i) => i.title_slug)).toEqual(["e"]);
    expect(data.handpicked_news?.main?.category_data.name).toBe("Reviews");
  });

  it("§2.8 category block: heading is the category name; link 'Show All In {category name}'", () => {
    const block = categoryBlock("Reviews", [item("a"), item("b")]);
    expect(block).toEqual({
      category: "Reviews",
      heading: "Reviews",
      items: [item("a"), item("b")],
      linkText: "Show All In Reviews",
      href: "/news/category/reviews",
    });
  });

  it("§2.8 Latest News: heading 'More in Latest News' and the first four articles skipped", () => {
    const items = ["a", "b", "c", "d", "e", "f"].map((s) => item(s, latest));
    const block = categoryBlock("Latest News", items);
    expect(block.heading).toBe("More in Latest News");
    expect(block.items.map((i) => i.title_slug)).toEqual(["e", "f"]);
    expect(block.linkText).toBe("Show All In Latest News");
    expect(block.href).toBe("/news/category/latest-news");
  });

  it("§2.8 'Show All In Latest News' leads to Latest News, whatever category its newest articles are in (issue #15)", () => {
    const carNews = { name: "Car News", slug: "car-news" };
    const block = categoryBlock(
      "Latest News",
      ["a", "b", "c", "d", "e"].map((s) => item(s, carNews)),
    );
    expect(block.href).toBe("/news/category/latest-news");
  });

  it("§2.8 Latest News skips four after removing the excluded article", () => {
    const items = [item("a", latest), excluded, ...["b", "c", "d", "e"].map((s) => item(s, latest))];
    expect(categoryBlock("Latest News", items).items.map((i) => i.title_slug)).toEqual(["e"]);
  });

  it("§2.8 one block per category in map order; empty blocks dropped", () => {
    const blocks = categoryBlocks({
      "Latest News": [item("a", latest)],
      Reviews: [item("r")],
      Empty: [excluded],
    });
    expect(blocks.map((b) => b.category)).toEqual(["Reviews"]);
  });

  it("§2.8 article page category link: 'Show all in {category} >'", () => {
    expect(articleCategoryLink({ name: "Electric Cars", slug: "electric-cars" })).toEqual({
      text: "Show all in Electric Cars >",
      href: "/news/category/electric-cars",
    });
  });
});
