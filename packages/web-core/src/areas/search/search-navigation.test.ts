import { describe, expect, it } from "vitest";
import { filterChips } from "./active-filters.js";
import { savedSearchUrl } from "./save-search-button.js";
import { pageNumbers } from "./search-pagination.js";
import { readRange, writeRange } from "./search-range.js";
import { withQuery, type InventorySearch } from "@carmarket/routes";
import { pickerQuery } from "./use-sale-picker.js";
import { searchUrlWith } from "./use-search-navigation.js";

describe("filter changes as URLs (§4, §9)", () => {
  it("§4 changing year clears url_year; any change goes back to page 1", () => {
    expect(searchUrlWith({ condition: "used", year: "2020", url_year: "2020", pagination: "4" }, "year", "2022")).toBe("/used-cars?year=2022");
  });

  it("§4 zip clears city slug and state_id", () => {
    expect(searchUrlWith({ condition: "new", city_slug: "austin", state_id: "44" }, "zip", "10001")).toBe("/new-cars?zip=10001");
  });

  it("§4 a brand/model/year pick drops the old car's trim family and engine (issue #15)", () => {
    const camry = { condition: "used", brand_slug: "toyota", model_slug: "camry", trim_family_name: "SE", year: "2022", engine: ["2.5L I4"], radius: "100" };
    expect(withQuery("/used-cars/honda/civic?year=2022", pickerQuery(camry))).toBe("/used-cars/honda/civic?year=2022&radius=100");
    expect(withQuery("/used-cars/honda/civic", pickerQuery(camry))).toBe("/used-cars/honda/civic?radius=100");
  });

  it("#27.3 §2.5 links keep current query parameters: the sale picker keeps utm_source and zip", () => {
    const search: InventorySearch = { condition: "used", brand_slug: "toyota", zip: "10001", pagination: "3" };
    const current = "?utm_source=newsletter&zip=10001&pagination=3&app=1";
    expect(withQuery("/used-cars/honda/civic", pickerQuery(search, current))).toBe("/used-cars/honda/civic?zip=10001&utm_source=newsletter&app=1");
  });

  it("§4 changing the brand or model slug clears what their ids clear", () => {
    const camry = { condition: "used", brand_slug: "toyota", model_slug: "camry", trim_family_name: "SE", engine: ["2.5L I4"], color: ["red"] };
    expect(searchUrlWith(camry, "model_slug", "corolla")).toBe("/used-cars/toyota/corolla?color=red");
    expect(searchUrlWith(camry, "brand_slug", "honda")).toBe("/used-cars/honda?engine=2.5L+I4&color=red");
  });

  it("§9 pagination keeps every filter", () => {
    expect(searchUrlWith({ condition: "used", brand_slug: "bmw", color: ["red"] }, "pagination", 2)).toBe("/used-cars/bmw?pagination=2&color=red");
  });

  it("chips remove one value each; the path's parts, sort and page are no chips", () => {
    const chips = filterChips({ condition: "used", brand_slug: "bmw", sort: "deal", color: ["red", "blue"], year: "2021" });
    expect(chips).toEqual([
      { label: "Year: 2021", href: "/used-cars/bmw?sort=deal&color=red&color=blue" },
      { label: "Exterior color: Red", href: "/used-cars/bmw?year=2021&sort=deal&color=blue" },
      { label: "Exterior color: Blue", href: "/used-cars/bmw?year=2021&sort=deal&color=red" },
    ]);
  });

  it("chips read as shoppers say them, not raw URL values (issue #15)", () => {
    const labels = (search: InventorySearch) => filterChips(search).map((chip) => chip.label);
    expect(labels({ condition: "used", body_type: "suv", dealer_price: "100000-", radius: "10", zip: "10001" })).toEqual([
      "SUV",
      "Over $100,000",
      "ZIP 10001",
      "Within 10 miles",
    ]);
    // Issue #17: what a typed search sets reads as it was said.
    expect(labels({ condition: "used", year: "2019-", fuel: ["Electric"] })).toEqual(["2019 or newer", "Electric"]);
    expect(labels({ condition: "used", year: "-2015" })).toEqual(["2015 or older"]);
    expect(labels({ condition: "used", year: "2015-2018" })).toEqual(["2015 – 2018"]);
    expect(labels({ condition: "used", dealer_price: "10000-25000", mileage: "-50000", fuel_economy: "30-" })).toEqual([
      "$10,000 – $25,000",
      "Under 50,000 mi",
      "Over 30 MPG",
    ]);
    expect(
      labels({
        condition: "used",
        deal_value_order: "excellent-deal",
        vehicle_history: ["one-owner"],
        date_of_release_in_market: "7",
        remove_vin_without_images: "1",
      }),
    ).toEqual(["Excellent Deal", "Only cars with photos", "Listed in the last 7 days", "One owner"]);
  });

  it("§3 a saved search keeps its ZIP and not its page", () => {
    expect(savedSearchUrl({ condition: "used", pagination: "2", color: ["red"] }, "10001")).toBe("/used-cars?color=red&zip=10001");
  });

  it("page links: first, last and two either side", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(6, 20)).toEqual([1, 4, 5, 6, 7, 8, 20]);
  });

  it("§9 range values read and write both ends", () => {
    expect(readRange("10000-25000")).toEqual({ min: "10000", max: "25000" });
    expect(readRange("-25000")).toEqual({ min: undefined, max: "25000" });
    expect(readRange("25000")).toEqual({ min: undefined, max: "25000" });
    expect(writeRange({ min: "10000", max: undefined })).toBe("10000-");
    expect(writeRange({ min: undefined, max: undefined })).toBeUndefined();
  });
});
