import { describe, expect, it } from "vitest";
import { loanEstimate } from "@carmarket/pricing";
import { listingDataParams, readConditionAssumed, readNotUnderstood, readSearchInput, searchedPriceRange, type InventoryMatch } from "./search-input.js";

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

  it("#26.6 a value no listing can have is left out on its own and named; the other filters and the ZIP stay", () => {
    expect(read("deal_value_order=good&body_type=suv&zip=10001")).toEqual({
      search: { condition: "used", brand_slug: "toyota", body_type: "suv", zip: "10001" },
      ignored: ["deal_value_order"],
    });
    expect(read("body_type=truck&zip=10001")).toEqual({ search: { condition: "used", brand_slug: "toyota", zip: "10001" }, ignored: ["body_type"] });
    expect(read("deal_value_order=good-deal&body_type=pickup-truck").ignored).toEqual([]);
    expect(read("deal_value_order=Good%20Deal").ignored).toEqual([]);
    expect(read("dealer_price=30000-10000&mileage=20-10").ignored).toEqual(["dealer_price", "mileage"]);
  });

  it("#26.15 a monthly budget is a whole number of dollars; one below the lowest price asked for is left out", () => {
    expect(read("monthly_payment=400").search.monthly_payment).toBe("400");
    expect(read("monthly_payment=0").ignored).toEqual(["monthly_payment"]);
    expect(read("monthly_payment=4x").ignored).toEqual(["monthly_payment"]);
    expect(read("dealer_price=50000-&monthly_payment=400")).toEqual({
      search: { condition: "used", brand_slug: "toyota", dealer_price: "50000-" },
      ignored: ["monthly_payment"],
    });
  });

  it("§9 ranges keep either end", () => {
    expect(read("dealer_price=10000-&mileage=-50000&fuel_economy=30.5-").ignored).toEqual([]);
  });

  it("issue #17: a year range is a year filter ('2019 or newer' is year=2019-); a reversed or empty one is not", () => {
    expect(read("year=2019-").search.year).toBe("2019-");
    expect(read("year=-2015").search.year).toBe("-2015");
    expect(read("year=2015-2018").search.year).toBe("2015-2018");
    expect(read("year=2018-2015").ignored).toEqual(["year"]);
    expect(read("year=-").ignored).toEqual(["year"]);
    expect(read("year=1850-").ignored).toEqual(["year"]);
  });

  it("issue #17: fuel is a list filter", () => {
    expect(read("fuel=Electric&fuel=Hybrid").search.fuel).toEqual(["Electric", "Hybrid"]);
  });
});

describe("words a typed search did not understand (issue #17)", () => {
  it("are read from not_understood, spaces collapsed", () => {
    expect(readNotUnderstood(new URLSearchParams("not_understood=%20sunroof%20%20heated%20"))).toBe("sunroof heated");
    expect(readNotUnderstood(new URLSearchParams("not_understood="))).toBeUndefined();
    expect(readNotUnderstood(new URLSearchParams("zip=10001"))).toBeUndefined();
  });

  it("a long note is cut at a word: the page repeats words, not a message someone put in a link", () => {
    const long = `${"call 555 0100 now ".repeat(10)}`;
    const shown = readNotUnderstood(new URLSearchParams({ not_understood: long })) ?? "";
    expect(shown.length).toBeLessThanOrEqual(82);
    expect(shown).toMatch(/^call 555 0100 now .* …$/);
  });
});

describe("GET /inventory/listingdata input", () => {
  it("lists are comma-joined; the ZIP (URL or cookie) brings the radius; page size 20", () => {
    const params = listingDataParams({ condition: "used", color: ["red", "blue"], radius: "25", pagination: "3" }, "10001");
    expect(params).toEqual({ condition: "used", color: "red,blue", zip: "10001", radius: 25, pagination: 3, page_size: 20 });
  });

  it("issue #17: a year range asks for each of its years (the API takes a list), at most 30; fuel is comma-joined", () => {
    expect(listingDataParams({ condition: "used", year: "2019-", fuel: ["Electric", "Hybrid"] }, undefined)).toEqual({
      condition: "used",
      year: "2025,2024,2023,2022,2021,2020,2019",
      fuel: "Electric,Hybrid",
      page_size: 20,
    });
    expect(listingDataParams({ condition: "used", year: "2015-2017" }, undefined).year).toBe("2017,2016,2015");
    expect(String(listingDataParams({ condition: "used", year: "-2015" }, undefined).year).split(",")).toHaveLength(30);
    expect(listingDataParams({ condition: "used", year: "2021" }, undefined).year).toBe("2021");
  });

  it("#26.15 §9 a monthly budget asks for cars up to the price whose 'Est. $X/mo' fits it", () => {
    expect(searchedPriceRange({ monthly_payment: "400" })).toBe("-29498");
    expect(loanEstimate({ price: 29498 })?.text).toBe("Est. $400/mo");
    expect(searchedPriceRange({ monthly_payment: "400", dealer_price: "10000-" })).toBe("10000-29498");
    expect(searchedPriceRange({ monthly_payment: "400", dealer_price: "10000-20000" })).toBe("10000-20000");
    expect(searchedPriceRange({ dealer_price: "-20000" })).toBe("-20000");
    expect(listingDataParams({ condition: "used", monthly_payment: "400" }, undefined)).toEqual({ condition: "used", dealer_price: "-29498", page_size: 20 });
  });

  it("#26.3 a typed search that named no condition says so", () => {
    expect(readConditionAssumed(new URLSearchParams("condition_assumed=1"))).toBe(true);
    expect(readConditionAssumed(new URLSearchParams("fuel=Electric"))).toBe(false);
  });

  it("without a ZIP there is no radius", () => {
    expect(listingDataParams({ condition: "new", radius: "25" }, undefined)).toEqual({ condition: "new", page_size: 20 });
  });
});
