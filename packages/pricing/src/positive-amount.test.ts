import { describe, expect, it } from "vitest";
import { positiveAmount } from "./positive-amount.js";

describe("positiveAmount (§9 price 0 or less is no price)", () => {
  it("keeps finite amounts above zero", () => {
    expect(positiveAmount(0.01)).toBe(0.01);
    expect(positiveAmount(25000)).toBe(25000);
  });

  it("§9: 0, negatives, missing, NaN and infinities are no price", () => {
    for (const amount of [0, -1, undefined, null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(positiveAmount(amount), String(amount)).toBeNull();
    }
  });
});
