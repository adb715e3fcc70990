import { describe, expect, it } from "vitest";
import type { SearchData } from "./load-search.js";
import { searchBreadcrumbs, searchMeta } from "./search-seo.js";

const searchData = (title: string, zip: string | undefined): SearchData =>
  ({
    match: { type: "INVENTORY", condition: "used", brand: "toyota", model: "camry" },
    origin: "https://carmarket.test",
    search: { condition: "used", brand_slug: "toyota", model_slug: "camry", ...(zip === undefined ? {} : { zip }) },
    zip,
    results: { count: 12, page: 1, pageSize: 20, title, cards: [], facets: {} },
    ignored: [],
    brands: [],
    leadTargets: [],
  }) as unknown as SearchData;

const titleOf = (data: SearchData) => searchMeta(data).flatMap((item) => ("title" in item ? [item.title] : []))[0];

describe("search page title (§2.1 SEO)", () => {
  it("says 'near' once: the API's heading already names the place of the ZIP (issue #15)", () => {
    expect(titleOf(searchData("Used Toyota Camry for Sale near New York, NY", "10001"))).toBe("Used Toyota Camry for Sale near New York, NY | CarMarket");
    expect(titleOf(searchData("Used Toyota Camry for Sale", undefined))).toBe("Used Toyota Camry for Sale | CarMarket");
  });

  it("link previews show the first car's picture (issue #15)", () => {
    const data = searchData("Used Toyota Camry for Sale", undefined);
    const withCard = {
      ...data,
      results: { ...data.results, cards: [{ _id: "V1", url: "/used-cars?vin=V1", vin_name: "2022 Toyota Camry SE", image: "/api/images/cars/sedan.jpg" }] },
    } as unknown as SearchData;
    expect(searchMeta(withCard)).toEqual(expect.arrayContaining([{ property: "og:image", content: "https://carmarket.test/api/images/cars/sedan.jpg" }]));
  });
});

describe("search breadcrumbs", () => {
  it("#26.12 name the model as the catalogue spells it, also when no card names it ('X3', not 'x3')", () => {
    const match = { type: "INVENTORY", condition: "used", brand: "bmw", model: "x3" } as const;
    const results = { count: 0, page: 1, pageSize: 20, title: "Used BMW X3 for Sale", cards: [], facets: {} };
    expect(searchBreadcrumbs({ match, results, modelName: "X3" }).map((crumb) => crumb.label)).toEqual(["Home", "Used Cars", "BMW", "X3"]);
  });
});
