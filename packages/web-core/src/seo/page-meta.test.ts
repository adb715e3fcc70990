import { describe, expect, it } from "vitest";
import { canonicalUrl, pageMeta } from "./page-meta.js";

describe("page meta", () => {
  it("canonical URL drops the query and hash", () => {
    expect(canonicalUrl(new Request("http://localhost:3000/used-cars?zip=10001#leadForm"))).toBe("http://localhost:3000/used-cars");
  });

  it("title, description, canonical link, the site's raster picture when the page has none (#24.5) and one JSON-LD script per object", () => {
    expect(pageMeta({ title: "T", description: "D", canonical: "http://x/", jsonLd: [{ "@type": "WebSite" }] })).toEqual([
      { title: "T" },
      { name: "description", content: "D" },
      { tagName: "link", rel: "canonical", href: "http://x/" },
      { property: "og:type", content: "website" },
      { property: "og:title", content: "T" },
      { property: "og:description", content: "D" },
      { property: "og:url", content: "http://x/" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "T" },
      { name: "twitter:description", content: "D" },
      { property: "og:image", content: "http://x/api/images/suv/blue/1200x630.jpg" },
      { name: "twitter:image", content: "http://x/api/images/suv/blue/1200x630.jpg" },
      { "script:ld+json": { "@type": "WebSite" } },
    ]);
  });

  it("Open Graph and Twitter card tags carry the page's picture (issue #15) as a raster (#24.5)", () => {
    const tags = pageMeta({ title: "T", description: "D", canonical: "http://x/", image: "/api/images/sedan/red/760x425.svg" });
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: "og:image", content: "http://x/api/images/sedan/red/1200x630.jpg" },
        { name: "twitter:image", content: "http://x/api/images/sedan/red/1200x630.jpg" },
        { name: "twitter:card", content: "summary_large_image" },
      ]),
    );
  });
});
