import { describe, expect, it } from "vitest";
import { PICKER_TAB_KEYS, bodyTypeLinkPath, modelLinkPath, pickerTabListingPath, pickerTabModelFlags } from "./picker.js";

describe("§2.5/§9 picker links", () => {
  it("§9 picker tab keys 'Used', 'New', 'Certified Pre-Owned'", () => {
    expect(PICKER_TAB_KEYS).toEqual(["Used", "New", "Certified Pre-Owned"]);
  });

  it("§2.5 each tab maps to its listing path, with the brand slug when chosen", () => {
    expect(pickerTabListingPath("Used")).toBe("/used-cars");
    expect(pickerTabListingPath("New", "aston-martin")).toBe("/new-cars/aston-martin");
    expect(pickerTabListingPath("Certified Pre-Owned", "bmw", "?zip=10001")).toBe("/certified-cars/bmw?zip=10001");
  });

  it("§7 sale-flow model flags: is_new 1 for New, is_certified 1 for Certified Pre-Owned", () => {
    expect(pickerTabModelFlags("Used")).toEqual({ is_new: 0, is_certified: 0 });
    expect(pickerTabModelFlags("New")).toEqual({ is_new: 1, is_certified: 0 });
    expect(pickerTabModelFlags("Certified Pre-Owned")).toEqual({ is_new: 0, is_certified: 1 });
  });

  it("§2.5 body-type link is the site root plus the slug, keeping query parameters", () => {
    expect(bodyTypeLinkPath("pickup-truck")).toBe("/pickup-truck");
    expect(bodyTypeLinkPath("suv", new URLSearchParams("zip=97865"))).toBe("/suv?zip=97865");
  });

  it("§2.5 model link uses the model's url and keeps query parameters", () => {
    expect(modelLinkPath({ url: "/toyota/camry" }, "zip=97865")).toBe("/toyota/camry?zip=97865");
    expect(modelLinkPath({ url: "/used-cars/toyota/camry?x=1" }, { zip: "97865" })).toBe("/used-cars/toyota/camry?x=1&zip=97865");
  });
});
