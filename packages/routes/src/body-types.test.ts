import { describe, expect, it } from "vitest";
import { BODY_TYPES, BODY_TYPE_SLUGS, bodyTypeLabel, isBodyTypeSlug } from "./body-types.js";

describe("§2.5 body types", () => {
  it("§2.5 the eight body-type slugs in spec order", () => {
    expect(BODY_TYPE_SLUGS).toEqual(["suv", "sedan", "van", "wagon", "hatchback", "coupe", "convertible", "pickup-truck"]);
    expect(BODY_TYPES["pickup-truck"]).toBe("Pickup Truck");
    expect(BODY_TYPES.suv).toBe("SUV");
  });

  it("#27.5 bodyTypeLabel names a slug as readers read it and leaves other text alone", () => {
    expect(bodyTypeLabel("pickup-truck")).toBe("Pickup Truck");
    expect(bodyTypeLabel("suv")).toBe("SUV");
    expect(bodyTypeLabel("Crossover")).toBe("Crossover");
  });

  it("§2.5 isBodyTypeSlug accepts only known slugs (not inherited keys)", () => {
    expect(isBodyTypeSlug("coupe")).toBe(true);
    expect(isBodyTypeSlug("truck")).toBe(false);
    expect(isBodyTypeSlug("toString")).toBe(false);
  });
});
