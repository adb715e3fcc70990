import { describe, expect, it } from "vitest";
import { bodyTypeOfClass, fuelLabel, singleTrim } from "./listing-terms.js";

describe("#23 vPIC's terms in a listing's words", () => {
  it("maps vPIC body classes to the site's body types, and the others to none", () => {
    expect(
      ["Sedan/Saloon", "Crossover Utility Vehicle (CUV)", "Minivan", "Pickup", "Roadster", "Incomplete - Chassis Cab (Single Cab)", null].map(bodyTypeOfClass),
    ).toEqual(["sedan", "suv", "van", "pickup-truck", "convertible", null, null]);
  });

  it("names the fuel as listings do", () => {
    expect(fuelLabel({ primary: "Gasoline", secondary: null })).toBe("Gasoline");
    expect(fuelLabel({ primary: "Gasoline", secondary: "Electric" })).toBe("Hybrid");
    expect(fuelLabel({ primary: "Flexible Fuel Vehicle (FFV)", secondary: null })).toBe("Flex Fuel");
    expect(fuelLabel({ primary: "Gasoline", secondary: "Ethanol (E85)" })).toBe("Flex Fuel");
    expect(fuelLabel({ primary: "Electric", secondary: null })).toBe("Electric");
    expect(fuelLabel({ primary: "Diesel", secondary: null })).toBe("Diesel");
    expect(fuelLabel({ primary: null, secondary: null })).toBeNull();
  });

  it("takes vPIC's trim only when it names one", () => {
    expect([singleTrim({ trim: "SE" }), singleTrim({ trim: "LX, LXS" }), singleTrim({ trim: "GSJ15L/GSJ10L" }), singleTrim({ trim: null })]).toEqual([
      "SE",
      null,
      null,
      null,
    ]);
  });
});
