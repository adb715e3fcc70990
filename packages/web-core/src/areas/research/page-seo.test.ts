import { describe, expect, it } from "vitest";
import type { CarData } from "@carmarket/api-client";
import { researchSeo } from "./page-seo.js";

const car = {
  id: 7,
  title: "2024 Toyota Camry",
  brand_slug: "toyota",
  model_slug: "camry",
  year: 2024,
  content: { overview: { msrp_min: 28_000, msrp_max: 36_000, summary: "A roomy midsize sedan." } },
  user_reviews: { count: 0, average_rating: null, reviews: [] },
} as unknown as CarData;

const canonicalOf = (path: string, activeTab: string) =>
  researchSeo({ type: "CAR", car, activeTab }, new URL(path, "https://carmarket.test"), "https://carmarket.test").canonical;

describe("research page canonical (§2.2)", () => {
  it("tab aliases share one canonical URL: /trims and /trim-family, /mpg with and without the year (issue #15)", () => {
    expect(canonicalOf("/toyota/camry/2024/trim-family", "trim-family")).toBe("https://carmarket.test/toyota/camry/2024/trims");
    expect(canonicalOf("/toyota/camry/2024/trims", "trim-family")).toBe("https://carmarket.test/toyota/camry/2024/trims");
    expect(canonicalOf("/toyota/camry/mpg", "mpg")).toBe(canonicalOf("/toyota/camry/2024/mpg", "mpg"));
    expect(canonicalOf("/toyota/camry/2024", "overview")).toBe("https://carmarket.test/toyota/camry/2024");
  });
});

describe("research page structured data (§2.1 SEO)", () => {
  const origin = "https://carmarket.test";
  const summary = (title: string, url: string) => ({ title, url, image: "/img.svg" });
  const typesOf = (seo: ReturnType<typeof researchSeo>) => (seo.jsonLd ?? []).map((item) => (item as { "@type": unknown })["@type"]);

  it("a ranking carries an ItemList of its cars in rank order (issue #15)", () => {
    const entries = [
      { ...summary("2024 Toyota RAV4", "/toyota/rav4/2024"), rank: 1 },
      { ...summary("2024 Honda CR-V", "/honda/cr-v/2024"), rank: 2 },
    ];
    const page = { type: "RANKING", ranking: { url: "/suv/best-compact-suvs", title: "Best Compact SUVs", body_type: "suv" }, entries, related: [] } as unknown as Parameters<typeof researchSeo>[0];
    const seo = researchSeo(page, new URL("/suv/best-compact-suvs", origin), origin);
    const list = seo.jsonLd?.find((item) => (item as { "@type": string })["@type"] === "ItemList") as { itemListElement: unknown[] };
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "2024 Toyota RAV4", url: `${origin}/toyota/rav4/2024` },
      { "@type": "ListItem", position: 2, name: "2024 Honda CR-V", url: `${origin}/honda/cr-v/2024` },
    ]);
  });

  it("a comparison carries an ItemList of the compared cars (issue #15)", () => {
    const cars = [car, { ...car, id: 8, title: "2024 Honda Accord", url: "/honda/accord/2024" }];
    const page = { type: "COMPARE", slug: "toyota-camry-vs-honda-accord", title: "2024 Toyota Camry vs 2024 Honda Accord", cars } as unknown as Parameters<typeof researchSeo>[0];
    const seo = researchSeo(page, new URL("/car-compare/toyota-camry-vs-honda-accord", origin), origin);
    expect(typesOf(seo)).toContain("ItemList");
  });
});
