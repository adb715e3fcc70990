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
      { "script:ld+json": { "@type": "WebSite" } },
    ]);
  });
});
