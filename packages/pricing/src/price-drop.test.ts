import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceDrop } from "./price-drop.js";

describe("priceDrop (issue #26.13, #26.16)", () => {
  it("#26.13 a price below the one before reads '↓ $1,100' and 'Price dropped $1,100'", () => {
    expect(priceDrop(18900, 20000)).toEqual({ amount: 1100, amountText: "$1,100", tag: "↓ $1,100", label: "Price dropped $1,100" });
  });

  it("no tag for a rise, an unchanged price, less than a dollar, or a missing or non-positive price (§9: 0 is no price)", () => {
    expect(priceDrop(20500, 20000)).toBeNull();
    expect(priceDrop(20000, 20000)).toBeNull();
    expect(priceDrop(19999.8, 20000)).toBeNull();
    expect(priceDrop(undefined, 20000)).toBeNull();
    expect(priceDrop(18000, null)).toBeNull();
    expect(priceDrop(0, 20000)).toBeNull();
    expect(priceDrop(18000, -1)).toBeNull();
  });

  it("the amount is the whole-dollar difference, always positive", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), (now, before) => {
        const drop = priceDrop(now, before);
        if (before > now) expect(drop?.amount).toBe(before - now);
        else expect(drop).toBeNull();
      }),
    );
  });
});
