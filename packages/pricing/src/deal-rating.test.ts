import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEAL_LABELS, type DealLabel, dealRating } from "./deal-rating.js";

const rank = (label: DealLabel | null) => (label === null ? -1 : DEAL_LABELS.indexOf(label));

describe("deal rating (§9)", () => {
  it("§9 deal labels and flag classes", () => {
    expect(DEAL_LABELS).toEqual(["Excellent Deal", "Good Deal", "Fair Deal", "Bad Deal", "Overpriced"]);
    expect([9000, 9500, 10000, 10500, 12000].map((p) => dealRating(p, 10000))).toEqual([
      { label: "Excellent Deal", flag: "excellent-deal" },
      { label: "Good Deal", flag: "good-deal" },
      { label: "Fair Deal", flag: "fair-deal" },
      { label: "Bad Deal", flag: "bad-deal" },
      { label: "Overpriced", flag: "overpriced" },
    ]);
  });

  it("§9 deal thresholds: 90 / 97 / 103 / 110 % of market value, inclusive on the better side", () => {
    const at = (price: number) => dealRating(price, 10000).label;
    expect([at(9000), at(9001)]).toEqual(["Excellent Deal", "Good Deal"]);
    expect([at(9700), at(9701)]).toEqual(["Good Deal", "Fair Deal"]);
    expect([at(10300), at(10301)]).toEqual(["Fair Deal", "Bad Deal"]);
    expect([at(11000), at(11001)]).toEqual(["Bad Deal", "Overpriced"]);
  });

  it("§9 deal: 'uncertain' when there is no market value or no price", () => {
    for (const [price, expected] of [
      [20000, undefined],
      [20000, 0],
      [20000, null],
      [0, 20000],
      [undefined, 20000],
      [20000, Number.NaN],
    ] as const) {
      expect(dealRating(price, expected)).toEqual({ label: null, flag: "uncertain" });
    }
  });

  it("§9 deal property: a higher price for the same market value never rates better", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 500_000 }), (a, b, expected) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank(dealRating(high, expected).label)).toBeGreaterThanOrEqual(rank(dealRating(low, expected).label));
      }),
    );
  });
});
