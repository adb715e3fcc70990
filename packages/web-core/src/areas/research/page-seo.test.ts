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
