import { describe, expect, it } from "vitest";
import type { NewsArticle } from "@carmarket/news";
import type { NewsArticleData } from "./load-news.js";
import { newsArticleMeta } from "./news-meta.js";

const article: NewsArticle = {
  title: "Ford shows a new pickup",
  title_slug: "ford-shows-a-new-pickup",
  excerpt: "A short summary.",
  featured_image: "/api/images/news/ford/featured.svg",
  author_name: "Chris Dalton",
  author_name_slug: "chris-dalton",
  author_is_deleted: 0,
  updated_at: "2024-06-28T14:00:00.000Z",
  category_data: { name: "Car News", slug: "car-news" },
  content: [],
};

function meta(overrides: Partial<NewsArticle>) {
  const loaderData = { origin: "https://cars.test", article: { ...article, ...overrides }, galleryImages: [] } as unknown as NewsArticleData;
  const matches = [{ id: "root", loaderData: { siteConfig: { site_name: "CarMarket" } } }];
  return newsArticleMeta({ loaderData, matches });
}

function ld(tags: ReturnType<typeof meta>, type: string) {
  return tags.map((tag) => (tag as { "script:ld+json"?: { "@type": string } })["script:ld+json"]).find((doc) => doc?.["@type"] === type);
}

describe("newsArticleMeta", () => {
  it("the meta description is at most 160 characters, cut on a word boundary (issue #15)", () => {
    const excerpt =
      "The redesigned pickup arrives with a hybrid powertrain, a longer bed and a cabin that borrows from the flagship, while the price climbs only slightly over the outgoing model year trims.";
    const tag = meta({ excerpt }).find((item) => (item as { name?: string }).name === "description") as { content: string };
    expect(tag.content.length).toBeLessThanOrEqual(160);
    expect(tag.content).toMatch(/ [a-z]+…$/);
    expect(excerpt.startsWith(tag.content.slice(0, -1))).toBe(true);
    expect(excerpt.charAt(tag.content.length - 1)).toBe(" ");
  });

  it("NewsArticle JSON-LD carries the author, datePublished and the absolute hero image", () => {
    expect(ld(meta({}), "NewsArticle")).toMatchObject({
      headline: "Ford shows a new pickup",
      datePublished: "2024-06-28T14:00:00.000Z",
      image: ["https://cars.test/api/images/news/ford/featured.jpg"],
      author: { "@type": "Person", name: "Chris Dalton", url: "https://cars.test/author/chris-dalton" },
    });
  });

  it("§2.8 a deleted author is credited to the site's Editorial team, linking to /about-us", () => {
    expect(ld(meta({ author_is_deleted: 1 }), "NewsArticle")).toMatchObject({
      author: { "@type": "Organization", name: "CarMarket Editorial", url: "https://cars.test/about-us" },
    });
  });

  it("canonical is the article URL and the breadcrumb goes through its category", () => {
    const tags = meta({});
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://cars.test/news/ford-shows-a-new-pickup" });
    expect(tags).toContainEqual({ title: "Ford shows a new pickup | CarMarket" });
    expect(ld(tags, "BreadcrumbList")).toMatchObject({
      itemListElement: [{ name: "Home" }, { name: "News" }, { name: "Car News" }, { name: "Ford shows a new pickup" }],
    });
  });
});
