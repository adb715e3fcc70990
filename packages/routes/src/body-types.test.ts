import { describe, expect, it } from "vitest";
import { BODY_TYPES, BODY_TYPE_SLUGS, isBodyTypeSlug } from "./body-types.js";

describe("§2.5 body types", () => {
  it("§2.5 the eight body-type slugs in spec order", () => {
    expect(BODY_TYPE_SLUGS).toEqual([
      "suv",
      "sedan",
      "van",
      "wagon",
      "hatchback",
      "coupe",
      "convertible",
      "pickup-truck",
    ]);
    expect(BODY_TYPES["pickup-truck"]).toBe("Pickup Truck");
    expect(BODY_TYPES.suv).toBe("SUV");
  });

  it("§2.5 isBodyTypeSlug accepts only known slugs (not inherited keys)", () => {
    expect(isBodyTypeSlug("coupe")).toBe(true);
    expect(isBodyTypeSlug("truck")).toBe(false);
    expect(isBodyTypeSlug("toString")).toBe(false);
  });
});
