import { describe, expect, it } from "vitest";
import { estimateMarketValues, type MarketCar } from "./market-value.js";

const car = (vin: string, price: number | null, mileage: number, extra: Partial<MarketCar> = {}): MarketCar => ({
  vin,
  model_id: 1,
  year: 2020,
  condition: "used",
  trim_name: "LE",
  price,
  mileage,
  ...extra,
});

describe("market value model (apps/api/src/seed/README.md)", () => {
  it("leaves the car itself out and needs 3 comparables, else uncertain (§9 flag uncertain)", () => {
    const few = estimateMarketValues([car("A", 20000, 30000), car("B", 21000, 30000), car("C", 22000, 30000)]);
    expect(few.get("A")).toMatchObject({ expected_price: null, comparable_count: 2, label: null, rank: 5 });
    const enough = estimateMarketValues([car("A", 18000, 30000), car("B", 20000, 30000), car("C", 20000, 30000), car("D", 20000, 30000)]);
    expect(enough.get("A")).toMatchObject({ expected_price: 20000, comparable_count: 3, label: "Excellent Deal", difference: 2000 });
    expect(enough.get("B")).toMatchObject({ expected_price: 19333, comparable_count: 3, label: "Bad Deal" });
  });

  it("moves the mean along the price-per-mile slope to the car's mileage", () => {
    // Price falls $0.10 a mile among comparables: a car with 20,000 more miles is worth $2,000 less.
    const cars = [0, 10000, 20000, 30000, 40000, 50000].map((m, i) => car(`V${i}`, 25000 - m / 10, m));
    const estimates = estimateMarketValues([...cars, car("X", null, 60000)]);
    expect(estimates.get("X")?.expected_price).toBe(19000);
    expect(estimates.get("X")?.comparable_count).toBe(6);
  });

  it("uses same-trim comparables when 3 exist, else the whole model-year; new and used never mix", () => {
    const cars = [
      car("L1", 30000, 10, { trim_name: "Limited" }),
      car("L2", 30000, 10, { trim_name: "Limited" }),
      car("L3", 30000, 10, { trim_name: "Limited" }),
      car("L4", 30000, 10, { trim_name: "Limited" }),
      car("B1", 20000, 10, { trim_name: "Base" }),
      car("N1", 40000, 5, { condition: "new", trim_name: "Base" }),
    ];
    const estimates = estimateMarketValues(cars);
    expect(estimates.get("L1")?.expected_price).toBe(30000);
    expect(estimates.get("B1")?.expected_price).toBe(30000);
    expect(estimates.get("N1")?.expected_price).toBeNull();
  });
});
