import { describe, expect, it } from "vitest";
import { canonicalUrl, pageMeta } from "./page-meta.js";

describe("page meta", () => {
  it("canonical URL drops the query and hash", () => {
    expect(canonicalUrl(new Request("http://localhost:3000/used-cars?zip=10001#leadForm"))).toBe("http://localhost:3000/used-cars");
  });

  it("title, description, canonical link and one JSON-LD script per object", () => {
    expect(pageMeta({ title: "T", description: "D", canonical: "http://x/", jsonLd: [{ "@type": "WebSite" }] })).toEqual([
      { title: "T" },
      { name: "description", content: "D" },
      { tagName: "link", rel: "canonical", href: "http://x/" },
      { property: "og:type", content: "website" },
      { property: "og:title", content: "T" },
      { property: "og:description", content: "D" },
      { property: "og:url", content: "http://x/" },
      { name: "twitter:card", content: "summary" },
      { name: "twitter:title", content: "T" },
      { name: "twitter:description", content: "D" },
      { "script:ld+json": { "@type": "WebSite" } },
    ]);
  });

  it("Open Graph and Twitter card tags carry the page's picture (issue #15)", () => {
    const tags = pageMeta({ title: "T", description: "D", canonical: "http://x/", image: "http://x/car.jpg" });
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: "og:image", content: "http://x/car.jpg" },
        { name: "twitter:image", content: "http://x/car.jpg" },
        { name: "twitter:card", content: "summary_large_image" },
      ]),
    );
  });
});
