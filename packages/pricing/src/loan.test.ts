import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LOAN_APR_PERCENT,
  LOAN_DEFAULTS,
  LOAN_TERM_CHOICES,
  LOAN_TERM_MONTHS,
  MAX_APR_PERCENT,
  loanEstimate,
  maxPriceForMonthly,
  monthlyPayment,
  paymentPlan,
} from "./loan.js";

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

describe("payment calculator and monthly budget (issue #26.15)", () => {
  it("§9 the calculator starts from 3.8%, 84 months and $0 down, so its payment is the card's 'Est. $X/mo'", () => {
    expect(LOAN_DEFAULTS).toEqual({ downPayment: 0, aprPercent: 3.8, months: 84 });
    expect(LOAN_TERM_CHOICES).toContain(LOAN_TERM_MONTHS);
    expect(paymentPlan(25000)).toEqual({ principal: 25000, monthly: 339, monthlyText: "$339/mo", totalInterest: 3512, totalCost: 28512 });
    fc.assert(
      fc.property(principal, (price) => {
        expect(paymentPlan(price)?.monthly).toBe(loanEstimate({ price })?.monthly);
      }),
    );
  });

  it("#26.15 a down payment, term and rate change the payment", () => {
    expect(paymentPlan(25000, { downPayment: 5000, months: 60 })).toMatchObject({ principal: 20000, monthly: 367, monthlyText: "$367/mo" });
    expect(paymentPlan(25000, { aprPercent: 0, months: 50 })).toMatchObject({ monthly: 500, totalInterest: 0, totalCost: 25000 });
    expect(paymentPlan(25000, { downPayment: 30000 })).toMatchObject({ principal: 0, monthly: 0, totalCost: 25000 });
  });

  it("#26.15 no plan without a price or with terms out of range", () => {
    expect(paymentPlan(0)).toBeNull();
    expect(paymentPlan(undefined)).toBeNull();
    expect(paymentPlan(25000, { downPayment: -1 })).toBeNull();
    expect(paymentPlan(25000, { aprPercent: MAX_APR_PERCENT + 0.1 })).toBeNull();
    expect(paymentPlan(25000, { aprPercent: Number.NaN })).toBeNull();
    expect(paymentPlan(25000, { months: 0 })).toBeNull();
    expect(paymentPlan(25000, { months: 12.5 })).toBeNull();
  });

  it("§9 'under $400/mo' is the highest price whose 'Est. $X/mo' is at most $400", () => {
    expect(maxPriceForMonthly(400)).toBe(29498);
    expect(loanEstimate({ price: 29498 })?.text).toBe("Est. $400/mo");
    expect(loanEstimate({ price: 29499 })?.text).toBe("Est. $401/mo");
    expect(maxPriceForMonthly(0)).toBeNull();
    expect(maxPriceForMonthly(Number.NaN)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (budget) => {
        const cap = maxPriceForMonthly(budget) as number;
        expect(loanEstimate({ price: cap })?.monthly).toBeLessThanOrEqual(budget);
        expect(loanEstimate({ price: cap + 1 })?.monthly).toBeGreaterThan(budget);
      }),
    );
  });
});
