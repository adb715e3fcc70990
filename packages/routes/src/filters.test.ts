import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENT_MODEL_YEAR, LISTING_FILTER_KEYS, SEARCH_KEYS, applyFilterChange, searchForPick, sortFilterOptions } from "./filters.js";
import type { InventorySearch } from "./filters.js";

const full: InventorySearch = {
  brand_id: "7",
  brand_slug: "toyota",
  model_id: "70",
  model_slug: "camry",
  trim_family_name: "LE",
  trim_family_slug: "le",
  engine_type: "hybrid",
  year: "2022",
  url_year: "2022",
  zip: "10001",
  radius: "50",
  city_slug: "new-york",
  state_id: "33",
  color: ["red"],
};

describe("§4 inventory filters", () => {
  it("§9 listing filter keys in spec order, all part of a search", () => {
    expect(LISTING_FILTER_KEYS).toEqual([
      "sort",
      "pagination",
      "dealer_price",
      "mileage",
      "fuel_economy",
      "trim_family_name",
      "deal_value_order",
      "transmission",
      "engine",
      "drivetrain",
      "submodel_family_name",
      "color",
      "interior_color",
      "remove_vin_without_images",
      "date_of_release_in_market",
      "major_options",
      "vehicle_history",
      "zip",
    ]);
    for (const key of [...LISTING_FILTER_KEYS, "radius", "brand_id", "model_id", "body_type", "condition"]) {
      expect(SEARCH_KEYS).toContain(key);
    }
  });

  it("§9 current model year is 2024", () => {
    expect(CURRENT_MODEL_YEAR).toBe(2024);
  });

  it("§4 changing brand_id clears model_id, trim family and brand slug (only those)", () => {
    const next = applyFilterChange(full, "brand_id", 8);
    expect(next.brand_id).toBe("8");
    expect(next).not.toHaveProperty("model_id");
    expect(next).not.toHaveProperty("trim_family_name");
    expect(next).not.toHaveProperty("trim_family_slug");
    expect(next).not.toHaveProperty("brand_slug");
    expect(next.model_slug).toBe("camry");
    expect(next.engine_type).toBe("hybrid");
  });

  it("§4 model_id clears trim family and engine_type", () => {
    const next = applyFilterChange(full, "model_id", "71");
    expect(next).toMatchObject({ model_id: "71", brand_id: "7", brand_slug: "toyota" });
    expect(next).not.toHaveProperty("trim_family_name");
    expect(next).not.toHaveProperty("trim_family_slug");
    expect(next).not.toHaveProperty("engine_type");
  });

  it("§4 the brand and model slugs of the listing path clear what their ids clear, engine included", () => {
    const brand = applyFilterChange(full, "brand_slug", "honda");
    expect(brand).not.toHaveProperty("model_slug");
    expect(brand).not.toHaveProperty("trim_family_name");
    const model = applyFilterChange({ ...full, engine: ["2.5L I4"] }, "model_slug", "corolla");
    expect(model).not.toHaveProperty("engine");
    expect(model).not.toHaveProperty("trim_family_name");
    expect(model.brand_slug).toBe("toyota");
  });

  it("§4 a picker pick drops brand, model and year and what depends on them", () => {
    expect(searchForPick({ ...full, engine: ["2.5L I4"] })).toEqual({ zip: "10001", radius: "50", city_slug: "new-york", state_id: "33", color: ["red"] });
  });

  it("#26.7 a pick drops the body type too: a model has its own ('sedan' kept on a CR-V found nothing)", () => {
    expect(searchForPick({ brand_slug: "honda", model_slug: "civic", body_type: "sedan", color: ["red"] })).toEqual({ color: ["red"] });
  });

  it("§4 trim family name clears its slug", () => {
    const next = applyFilterChange(full, "trim_family_name", "XLE");
    expect(next.trim_family_name).toBe("XLE");
    expect(next).not.toHaveProperty("trim_family_slug");
  });

  it("§4 year clears url_year", () => {
    const next = applyFilterChange(full, "year", 2023);
    expect(next.year).toBe("2023");
    expect(next).not.toHaveProperty("url_year");
  });

  it("§4 zip and radius clear city slug and state_id", () => {
    for (const [key, value] of [
      ["zip", "97865"],
      ["radius", "100"],
    ] as const) {
      const next = applyFilterChange(full, key, value);
      expect(next[key]).toBe(value);
      expect(next).not.toHaveProperty("city_slug");
      expect(next).not.toHaveProperty("state_id");
      expect(next.brand_id).toBe("7");
    }
  });

  it("§4 removing a filter also clears its dependents; other keys clear nothing", () => {
    const removed = applyFilterChange(full, "brand_id", null);
    expect(removed).not.toHaveProperty("brand_id");
    expect(removed).not.toHaveProperty("model_id");
    const sorted = applyFilterChange(full, "sort", "price_asc");
    expect(sorted).toEqual({ ...full, sort: "price_asc" });
  });

  it("§4 setting the value a key already has changes nothing and the input is never mutated", () => {
    const copy = structuredClone(full);
    expect(applyFilterChange(full, "zip", "10001")).toBe(full);
    expect(applyFilterChange(full, "color", ["red"])).toBe(full);
    applyFilterChange(full, "brand_id", "9");
    expect(full).toEqual(copy);
  });

  it("multi-value filters hold lists; single-value keys hold text", () => {
    expect(applyFilterChange({}, "color", ["red", "blue"]).color).toEqual(["red", "blue"]);
    expect(applyFilterChange({}, "color", "red").color).toEqual(["red"]);
    expect(applyFilterChange({ color: ["red"] }, "color", [])).toEqual({});
    expect(applyFilterChange({}, "zip", "")).toEqual({});
  });
});

describe("§9 sorting of filter options", () => {
  it("§9 years descending by name", () => {
    const years = [{ name: "2019" }, { name: "2024" }, { name: "2021" }];
    expect(sortFilterOptions("year", years).map((o) => o.name)).toEqual(["2024", "2021", "2019"]);
  });

  it("§9 other filters alphabetical, without mutating the input", () => {
    const colors = [
      { name: "white", count: 3 },
      { name: "Black", count: 1 },
      { name: "gray", count: 2 },
    ];
    expect(sortFilterOptions("color", colors).map((o) => o.name)).toEqual(["Black", "gray", "white"]);
    expect(colors[0]!.name).toBe("white");
    expect(sortFilterOptions("doors", [{ name: "10 doors" }, { name: "2 doors" }]).map((o) => o.name)).toEqual(["2 doors", "10 doors"]);
  });

  it("§9 property: year options come out in non-increasing order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1950, max: 2030 })), (years) => {
        const sorted = sortFilterOptions(
          "year",
          years.map((y) => ({ name: String(y) })),
        ).map((o) => Number(o.name));
        expect(sorted).toEqual([...years].sort((a, b) => b - a));
      }),
    );
  });
});
