import { describe, expect, it } from "vitest";
import type { CarData } from "@carmarket/api-client";
import { CAR_TABS, TABS_WITHOUT_URL } from "@carmarket/routes";
import { RAV4 } from "../../test/research-car-fixture.js";
import { researchSeo } from "./page-seo.js";

const NO_SALE = { count: 0, url: "/used-cars", zip: undefined };

const car: CarData = {
  ...RAV4,
  title: "2024 Toyota Camry",
  model_slug: "camry",
  content: { ...RAV4.content, overview: { ...RAV4.content.overview, msrp_min: 28_000, msrp_max: 36_000, summary: "A roomy midsize sedan." } },
  user_reviews: { count: 0, average_rating: null, reviews: [] },
};

const canonicalOf = (path: string, activeTab: string) =>
  researchSeo({ type: "CAR", car, activeTab, forSale: NO_SALE }, new URL(path, "https://carmarket.test"), "https://carmarket.test").canonical;

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
    const page = {
      type: "RANKING",
      ranking: { url: "/suv/best-compact-suvs", title: "Best Compact SUVs", body_type: "suv" },
      entries,
      related: [],
    } as unknown as Parameters<typeof researchSeo>[0];
    const seo = researchSeo(page, new URL("/suv/best-compact-suvs", origin), origin);
    const list = seo.jsonLd?.find((item) => (item as { "@type": string })["@type"] === "ItemList") as { itemListElement: unknown[] };
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "2024 Toyota RAV4", url: `${origin}/toyota/rav4/2024` },
      { "@type": "ListItem", position: 2, name: "2024 Honda CR-V", url: `${origin}/honda/cr-v/2024` },
    ]);
  });

  it("a comparison carries an ItemList of the compared cars (issue #15)", () => {
    const cars = [car, { ...car, id: 8, title: "2024 Honda Accord", url: "/honda/accord/2024" }];
    const page = { type: "COMPARE", slug: "toyota-camry-vs-honda-accord", title: "2024 Toyota Camry vs 2024 Honda Accord", cars } as unknown as Parameters<
      typeof researchSeo
    >[0];
    const seo = researchSeo(page, new URL("/car-compare/toyota-camry-vs-honda-accord", origin), origin);
    expect(typesOf(seo)).toContain("ItemList");
  });
});

describe("issue #27 car page meta", () => {
  const origin = "https://carmarket.test";
  const seoOf = (path: string, activeTab: string) => researchSeo({ type: "CAR", car: RAV4, activeTab, forSale: NO_SALE }, new URL(path, origin), origin);

  it("#27.14 every tab of a car has a description of its own, of at most 160 characters", () => {
    const withUrl = CAR_TABS.filter((tab) => !(TABS_WITHOUT_URL as readonly string[]).includes(tab));
    const descriptions = withUrl.filter((tab) => tab !== "cargo-space").map((tab) => seoOf(`/toyota/rav4/2024/${tab}`, tab).description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(160);
    expect(seoOf("/toyota/rav4/2024/mpg", "mpg").description).toContain("27 city, 34 highway and 30 combined MPG");
  });

  it("#27.14 a brand's description stays within 160 characters however many models it lists", () => {
    const models = Array.from({ length: 30 }, (_, index) => ({
      id: index,
      name: `Model ${index}`,
      model_slug: `m${index}`,
      url: `/ford/m${index}`,
      years: [],
    }));
    const page = { type: "BRAND", brand: { id: 1, name: "Ford", slug: "ford" }, models } as unknown as Parameters<typeof researchSeo>[0];
    expect(researchSeo(page, new URL("/ford", origin), origin).description.length).toBeLessThanOrEqual(160);
  });

  it("#27.9 Trunk Space and Cargo Space are one page: one canonical URL", () => {
    expect(seoOf("/toyota/rav4/2024/trunk-space", "trunk-space").canonical).toBe(`${origin}/toyota/rav4/2024/cargo-space`);
    expect(seoOf("/toyota/rav4/2024/cargo-space", "cargo-space").canonical).toBe(`${origin}/toyota/rav4/2024/cargo-space`);
  });

  it("#27.5 JSON-LD names the body style, not its slug", () => {
    const car = seoOf("/toyota/rav4/2024", "overview").jsonLd.find((item) => Array.isArray(item["@type"]));
    expect(car?.bodyType).toBe("SUV");
  });
});
