import { describe, expect, it } from "vitest";
import { NO_DEALER_PRICE, PRICE_TYPES, displayPrice, listingPrice } from "./listing-price.js";

describe("listing price (§8, §9)", () => {
  it("§9 price: dealer_price first, else price", () => {
    expect(listingPrice({ dealer_price: 21000, price: 22000 })).toBe(21000);
    expect(listingPrice({ dealer_price: 0, price: 22000 })).toBe(22000);
    expect(listingPrice({ price: 22000 })).toBe(22000);
  });

  it("§9 price: 0 or less (or missing) is no price", () => {
    expect(listingPrice({ price: 0 })).toBeNull();
    expect(listingPrice({ price: -1, dealer_price: -5 })).toBeNull();
    expect(listingPrice({})).toBeNull();
    expect(listingPrice({ price: Number.NaN })).toBeNull();
  });

  it("§9 price: shown as whole dollars", () => {
    expect(displayPrice({ price: 18995 })).toEqual({ kind: "dealer", amount: 18995, text: "$18,995" });
  });

  it("§9 price: 0 or less shows 'No Dealer Price'", () => {
    expect(NO_DEALER_PRICE).toBe("No Dealer Price");
    expect(displayPrice({ price: 0, msrp: 30000 })).toEqual({ kind: "none", amount: null, text: "No Dealer Price" });
    expect(displayPrice({ price: -10 }).text).toBe("No Dealer Price");
  });

  it("§9 price: new cars without a price fall back to MSRP", () => {
    expect(displayPrice({ price: 0, is_new: true, msrp: 31000 })).toEqual({ kind: "msrp", amount: 31000, text: "$31,000" });
    expect(displayPrice({ price: 0, is_new: true }).text).toBe("No Dealer Price");
    expect(displayPrice({ price: 29000, is_new: true, msrp: 31000 }).kind).toBe("dealer");
  });

  it("§9 price type names", () => {
    expect(PRICE_TYPES).toEqual(["cto", "resale", "price-prediction"]);
  });
});
