import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealRating } from "./deal-rating.js";
import { fairPriceRange, priceRangeBar } from "./price-range.js";

describe("fair price range (issue #26.14)", () => {
  it("§9 the fair band is what the deal rating calls a 'Fair Deal': above 97% up to 103% of market value", () => {
    expect(fairPriceRange(20000)).toEqual({ low: 19400, high: 20600, text: "$19,400 – $20,600" });
    expect(dealRating(20600, 20000).label).toBe("Fair Deal");
    expect(dealRating(19400, 20000).label).toBe("Good Deal");
    expect(fairPriceRange(0)).toBeNull();
    expect(fairPriceRange(undefined)).toBeNull();
  });

  it("#26.14 the bar places the price, market value, fair band and comparables in order", () => {
    const bar = priceRangeBar({ price: 18000, expectedPrice: 20000, comparableLow: 16000, comparableHigh: 26000 });
    expect(bar).toMatchObject({
      price: { value: 18000, text: "$18,000" },
      market: { value: 20000, text: "$20,000" },
      comparables: { low: 16000, high: 26000, text: "$16,000 – $26,000" },
    });
    expect(bar!.from).toBeLessThan(16000);
    expect(bar!.to).toBeGreaterThan(26000);
    expect(bar!.price.at).toBeLessThan(bar!.fair.fromAt);
    expect(bar!.fair.fromAt).toBeLessThan(bar!.market.at);
    expect(bar!.market.at).toBeLessThan(bar!.fair.toAt);
  });

  it("#26.14 no bar without a price or market value; comparables are optional", () => {
    expect(priceRangeBar({ price: 0, expectedPrice: 20000 })).toBeNull();
    expect(priceRangeBar({ price: 18000, expectedPrice: null })).toBeNull();
    expect(priceRangeBar({ price: 18000, expectedPrice: 20000 })?.comparables).toBeNull();
    expect(priceRangeBar({ price: 18000, expectedPrice: 20000, comparableLow: 30000, comparableHigh: 10000 })?.comparables).toBeNull();
  });

  it("every mark lies on the bar, between 0% and 100%", () => {
    const dollars = fc.integer({ min: 1, max: 3_000_000 });
    fc.assert(
      fc.property(dollars, dollars, dollars, dollars, (price, expectedPrice, a, b) => {
        const bar = priceRangeBar({ price, expectedPrice, comparableLow: Math.min(a, b), comparableHigh: Math.max(a, b) })!;
        for (const at of [bar.price.at, bar.market.at, bar.fair.fromAt, bar.fair.toAt, bar.comparables!.fromAt, bar.comparables!.toAt]) {
          expect(at).toBeGreaterThanOrEqual(0);
          expect(at).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
