import { describe, expect, it } from "vitest";
import { listingDataParams, readSearchInput, type InventoryMatch } from "./search-input.js";

const used: InventoryMatch = { type: "INVENTORY", condition: "used", brand: "toyota" };
const read = (query: string) => readSearchInput(used, new URLSearchParams(query));

describe("search state from the URL (§2.5, §9 filter keys)", () => {
  it("§2.5 condition and brand come from the path, filters from the query", () => {
    expect(read("color=red&color=blue&sort=price_asc&zip=10001").search).toEqual({
      condition: "used",
      brand_slug: "toyota",
      color: ["red", "blue"],
      sort: "price_asc",
      zip: "10001",
    });
  });

  it("a query cannot override the path's condition or brand", () => {
    expect(read("condition=new&brand_slug=bmw").search).toEqual({ condition: "used", brand_slug: "toyota" });
  });

  it("bad input: values the API would refuse are left out and named, the rest is kept", () => {
    const { search, ignored } = read("zip=abc&sort=cheapest&pagination=0&mileage=lots&radius=900&color=red&vehicle_history=stolen");
    expect(search).toEqual({ condition: "used", brand_slug: "toyota", color: ["red"] });
    expect(ignored.sort()).toEqual(["mileage", "pagination", "radius", "sort", "vehicle_history", "zip"]);
  });

  it("§9 ranges keep either end", () => {
    expect(read("dealer_price=10000-&mileage=-50000&fuel_economy=30.5-").ignored).toEqual([]);
  });
});

describe("GET /inventory/listingdata input", () => {
  it("lists are comma-joined; the ZIP (URL or cookie) brings the radius; page size 20", () => {
    const params = listingDataParams({ condition: "used", color: ["red", "blue"], radius: "25", pagination: "3" }, "10001");
    expect(params).toEqual({ condition: "used", color: "red,blue", zip: "10001", radius: 25, pagination: 3, page_size: 20 });
  });

  it("without a ZIP there is no radius", () => {
    expect(listingDataParams({ condition: "new", radius: "25" }, undefined)).toEqual({ condition: "new", page_size: 20 });
  });
});
