import { describe, expect, it } from "vitest";
import { listingUrlFromPath } from "./listing-url.js";

describe("§2.1 listing URL of a page", () => {
  it("§2.1 compare page: rebuilt from the first car's brand slug and model slug", () => {
    expect(listingUrlFromPath("/car-compare/toyota-camry-vs-honda-accord")).toBe("/toyota/camry");
    expect(listingUrlFromPath("/car-compare/land-rover-range-rover-vs-bmw-x5")).toBe("/land-rover/range-rover");
    expect(listingUrlFromPath("/car-compare/mercedes-benz-c-class-vs-audi-a4-vs-bmw-3-series")).toBe("/mercedes-benz/c-class");
  });

  it("§2.1 compare slug without '-vs-' is the first car on its own", () => {
    expect(listingUrlFromPath("/car-compare/toyota-camry")).toBe("/toyota/camry");
    expect(listingUrlFromPath("/car-compare/alfa-romeo-giulia")).toBe("/alfa-romeo/giulia");
  });

  it("§2.1 compare slug with an unknown brand or no slug has no listing URL", () => {
    expect(listingUrlFromPath("/car-compare/zzz-model-vs-toyota-camry")).toBeNull();
    expect(listingUrlFromPath("/car-compare")).toBeNull();
  });

  it("§2.1 otherwise: first segment plus the second if it has no '-vs-'", () => {
    expect(listingUrlFromPath("/suv")).toBe("/suv");
    expect(listingUrlFromPath("/toyota/camry")).toBe("/toyota/camry");
    expect(listingUrlFromPath("/toyota/camry/2024/safety")).toBe("/toyota/camry");
  });

  it("§2.1 otherwise: plus the part before '-vs-' of the second segment", () => {
    expect(listingUrlFromPath("/toyota/camry-vs-honda-accord")).toBe("/toyota/camry");
    expect(listingUrlFromPath("/toyota/camry-vs-honda-accord/2024")).toBe("/toyota/camry");
  });

  it("home page and malformed paths", () => {
    expect(listingUrlFromPath("/")).toBe("/");
    expect(listingUrlFromPath("/%E0%A4%A")).toBeNull();
  });
});
