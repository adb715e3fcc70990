import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOAN_APR_PERCENT, LOAN_TERM_MONTHS, loanEstimate, monthlyPayment } from "./loan.js";

const principal = fc.integer({ min: 1, max: 5_000_000 });

describe("loan estimate (§9)", () => {
  it("§9 loan: 3.8% annual rate over 84 months", () => {
    expect(LOAN_APR_PERCENT).toBe(3.8);
    expect(LOAN_TERM_MONTHS).toBe(84);
  });

  it("§9 loan: standard amortisation on the price, shown 'Est. $X/mo' in whole dollars", () => {
    expect(monthlyPayment(25000)).toBeCloseTo(339.4234, 4);
    expect(loanEstimate({ price: 25000 })).toEqual({ principal: 25000, monthly: 339, text: "Est. $339/mo" });
    expect(loanEstimate({ price: 150000 })?.text).toBe("Est. $2,037/mo");
  });

  it("§9 loan: dealer_price is used before price", () => {
    expect(loanEstimate({ dealer_price: 20000, price: 25000 })?.principal).toBe(20000);
    expect(loanEstimate({ dealer_price: 0, price: 25000 })?.principal).toBe(25000);
  });

  it("§9 loan: no estimate without a positive price", () => {
    expect(loanEstimate({})).toBeNull();
    expect(loanEstimate({ price: 0 })).toBeNull();
    expect(loanEstimate({ price: -100, dealer_price: 0 })).toBeNull();
  });

  it("a zero rate divides the principal evenly", () => {
    expect(monthlyPayment(8400, 0, 84)).toBe(100);
  });

  it("§9 loan property: payments over the term repay at least the principal", () => {
    fc.assert(
      fc.property(principal, (p) => {
        expect(monthlyPayment(p) * LOAN_TERM_MONTHS).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it("§9 loan property: interest stays below what simple interest on the full principal would cost", () => {
    fc.assert(
      fc.property(principal, (p) => {
        const years = LOAN_TERM_MONTHS / 12;
        expect(monthlyPayment(p) * LOAN_TERM_MONTHS).toBeLessThan(p * (1 + (LOAN_APR_PERCENT / 100) * years));
      }),
    );
  });

  it("§9 loan property: a higher price never gives a lower estimate", () => {
    fc.assert(
      fc.property(principal, principal, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(monthlyPayment(high)).toBeGreaterThanOrEqual(monthlyPayment(low));
        expect(loanEstimate({ price: high })!.monthly).toBeGreaterThanOrEqual(loanEstimate({ price: low })!.monthly);
      }),
    );
  });
});
