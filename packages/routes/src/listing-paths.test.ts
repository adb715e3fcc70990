import { describe, expect, it } from "vitest";
import { LISTING_SECTIONS, SINGLE_LISTING_TABS, TOP_LEVEL_SECTIONS, conditionFromSection, listingPath, savedCarPath, vehiclePath } from "./listing-paths.js";

describe("§2.1/§2.5 listing paths", () => {
  it("§2.1 top-level sections: used-cars, certified-cars, new-cars, dealers, forms", () => {
    expect(TOP_LEVEL_SECTIONS).toEqual(["used-cars", "certified-cars", "new-cars", "dealers", "forms"]);
  });

  it("§2.5 listing paths /used-cars, /new-cars, /certified-cars with optional brand and model slug", () => {
    expect(listingPath({ condition: "used" })).toBe("/used-cars");
    expect(listingPath({ condition: "new", brand: "land-rover" })).toBe("/new-cars/land-rover");
    expect(listingPath({ condition: "certified", brand: "toyota", model: "camry" })).toBe("/certified-cars/toyota/camry");
    expect(listingPath({ condition: "used", model: "camry" })).toBe("/used-cars");
  });

  it("§2.5 listing links keep the current query parameters", () => {
    expect(listingPath({ condition: "used", brand: "bmw" }, "?zip=10001&radius=50")).toBe("/used-cars/bmw?zip=10001&radius=50");
  });

  it("conditionFromSection maps sections back and rejects others", () => {
    for (const [condition, section] of Object.entries(LISTING_SECTIONS)) {
      expect(conditionFromSection(section)).toBe(condition);
    }
    expect(conditionFromSection("dealers")).toBeUndefined();
  });

  it("§2.1 single-listing tabs", () => {
    expect(SINGLE_LISTING_TABS).toEqual(["overview", "dealer", "history", "price-history", "specs", "similar"]);
  });

  it("§2.1 vehicle links are {listing url}?vin={id}", () => {
    expect(vehiclePath("/used-cars/toyota/camry", "1HGCM82633A004352")).toBe("/used-cars/toyota/camry?vin=1HGCM82633A004352");
    expect(vehiclePath("/used-cars/toyota/camry?zip=10001", "1HGCM82633A004352", "price-history")).toBe(
      "/used-cars/toyota/camry?zip=10001&vin=1HGCM82633A004352&tab=price-history",
    );
  });

  it("§2.1 saved-car links: /new-cars?vin= for new cars, /used-cars?vin= otherwise", () => {
    expect(savedCarPath({ vin_id: "A1", is_new: true })).toBe("/new-cars?vin=A1");
    expect(savedCarPath({ vin_id: "A1", is_new: 1 })).toBe("/new-cars?vin=A1");
    expect(savedCarPath({ vin_id: "A1", is_new: 0 })).toBe("/used-cars?vin=A1");
    expect(savedCarPath({ vin_id: "A1" })).toBe("/used-cars?vin=A1");
  });
});
