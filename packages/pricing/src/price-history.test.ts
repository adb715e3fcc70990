import { describe, expect, it } from "vitest";
import { canShowPriceHistoryGraph, shouldShowPriceSummary } from "./price-history.js";

describe("price history display (§5)", () => {
  it("§5 price-history graph needs more than one entry", () => {
    expect(canShowPriceHistoryGraph(undefined)).toBe(false);
    expect(canShowPriceHistoryGraph([])).toBe(false);
    expect(canShowPriceHistoryGraph([{ timestamp: 1, price: 1 }])).toBe(false);
    expect(
      canShowPriceHistoryGraph([
        { timestamp: 2, price: 1 },
        { timestamp: 1, price: 2 },
      ]),
    ).toBe(true);
  });

  it("§5 price summary cards hidden if current price equals max or min price", () => {
    expect(shouldShowPriceSummary({ current: 20000, min: 19000, max: 22000 })).toBe(true);
    expect(shouldShowPriceSummary({ current: 22000, min: 19000, max: 22000 })).toBe(false);
    expect(shouldShowPriceSummary({ current: 19000, min: 19000, max: 22000 })).toBe(false);
  });

  it("price summary cards hidden when a price is missing", () => {
    expect(shouldShowPriceSummary({ current: 20000, min: undefined, max: 22000 })).toBe(false);
    expect(shouldShowPriceSummary({ current: undefined, min: 19000, max: 22000 })).toBe(false);
  });
});
