import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, newsTrail, seoMeta } from "./news-seo.js";

describe("seoMeta", () => {
  const base = { title: "T", description: "D", canonical: "https://cars.test/news/a", siteName: "CarMarket", type: "article" as const };

  it("gives title, description, canonical, Open Graph, Twitter card and the RSS link", () => {
    const meta = seoMeta({ ...base, image: "https://cars.test/i.svg" });
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: "T" },
        { name: "description", content: "D" },
        { tagName: "link", rel: "canonical", href: "https://cars.test/news/a" },
        { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "CarMarket News", href: "/news/rss.xml" },
        { property: "og:type", content: "article" },
        { property: "og:url", content: "https://cars.test/news/a" },
        { property: "og:image", content: "https://cars.test/i.svg" },
        { name: "twitter:card", content: "summary_large_image" },
      ]),
    );
  });

  it("#24.5 without an image the site's raster picture, and each JSON-LD document as a script", () => {
    const meta = seoMeta({ ...base, jsonLd: [{ "@type": "Thing" }] });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ property: "og:image", content: expect.stringMatching(/\/api\/images\/suv\/blue\/1200x630\.jpg$/) });
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the news trail from 1 with absolute URLs", () => {
    expect(breadcrumbJsonLd("https://cars.test", newsTrail({ name: "Reviews", path: "/news/category/reviews" }))).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://cars.test/" },
        { "@type": "ListItem", position: 2, name: "News", item: "https://cars.test/news" },
        { "@type": "ListItem", position: 3, name: "Reviews", item: "https://cars.test/news/category/reviews" },
      ],
    });
  });
});
