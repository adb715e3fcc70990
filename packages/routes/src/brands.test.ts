import { describe, expect, it } from "vitest";
import { BRANDS, findBrand, isBrandSlug } from "./brands.js";

describe("§3 brands", () => {
  it("§3 about 70 brands, each slug unique", () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(65);
    expect(BRANDS.length).toBeLessThanOrEqual(75);
    expect(new Set(BRANDS.map((b) => b.slug)).size).toBe(BRANDS.length);
  });

  it("§3 multi-word slugs are hyphenated exactly as the spec writes them", () => {
    expect(findBrand("mercedes-benz")?.name).toBe("Mercedes-Benz");
    expect(findBrand("land-rover")?.name).toBe("Land Rover");
    expect(findBrand("alfa-romeo")?.name).toBe("Alfa Romeo");
    expect(findBrand("aston-martin")?.name).toBe("Aston Martin");
    expect(findBrand("rolls-royce")?.name).toBe("Rolls-Royce");
    expect(findBrand("am-general")?.name).toBe("AM General");
  });

  it("§3 slugs are lowercase letters and single hyphens only", () => {
    for (const brand of BRANDS) expect(brand.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("§3 unknown slugs are not brands", () => {
    expect(isBrandSlug("toyota")).toBe(true);
    expect(isBrandSlug("used-cars")).toBe(false);
    expect(findBrand("mercedes")).toBeUndefined();
  });
});
