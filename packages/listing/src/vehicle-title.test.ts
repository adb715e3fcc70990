import { describe, expect, it } from "vitest";
import { vehicleTitle } from "./vehicle-title.js";

describe("vehicleTitle", () => {
  it("prefers vin_name, else joins year, brand, model and trim, else 'Vehicle'", () => {
    expect(vehicleTitle({ vin_name: " 2021 Toyota Camry SE ", year: 2020 })).toBe("2021 Toyota Camry SE");
    expect(vehicleTitle({ year: 2021, brand_name: "Toyota", model_name: "Camry" })).toBe("2021 Toyota Camry");
    expect(vehicleTitle({ vin_name: "", trim_name: "SE" })).toBe("SE");
    expect(vehicleTitle({})).toBe("Vehicle");
  });
});
