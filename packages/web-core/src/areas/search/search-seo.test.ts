import { describe, expect, it } from "vitest";
import type { SearchData } from "./load-search.js";
import { searchMeta } from "./search-seo.js";

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
});
