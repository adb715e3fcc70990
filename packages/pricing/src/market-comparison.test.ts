import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marketComparison } from "./market-comparison.js";

describe("market comparison (§9 deal value)", () => {
  it("§9 deal value: 'Below Market' with the dollar difference and RMV", () => {
    expect(marketComparison(19750, 21000)).toEqual({
      position: "below",
      label: "Below Market",
      difference: 1250,
      differenceText: "$1,250",
      rmv: 21000,
      rmvText: "$21,000",
    });
  });

  it("§9 deal value: 'Above Market' with the dollar difference", () => {
    expect(marketComparison(22500.4, 21000)).toMatchObject({ label: "Above Market", difference: 1500, differenceText: "$1,500" });
  });

  it("equal to the dollar reads 'At Market' with $0", () => {
    expect(marketComparison(21000.2, 21000)).toMatchObject({ position: "at", label: "At Market", difference: 0, differenceText: "$0" });
  });

  it("no comparison without a positive price and market value", () => {
    expect(marketComparison(20000, undefined)).toBeNull();
    expect(marketComparison(20000, 0)).toBeNull();
    expect(marketComparison(0, 20000)).toBeNull();
    expect(marketComparison(Number.NaN, 20000)).toBeNull();
  });

  it("§9 deal value property: the side and the dollar difference agree with the whole-dollar prices", () => {
    const dollars = fc.integer({ min: 1, max: 1_000_000 });
    fc.assert(
      fc.property(dollars, dollars, (price, expected) => {
        const result = marketComparison(price, expected)!;
        expect(result.difference).toBe(Math.abs(price - expected));
        expect(result.label).toBe(price < expected ? "Below Market" : price > expected ? "Above Market" : "At Market");
        expect(result.rmv).toBe(expected);
      }),
    );
  });
});
