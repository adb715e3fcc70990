import { formatUsd } from "./format.js";
import { type ListingPriceFields, listingPrice } from "./listing-price.js";

/** §9: annual percentage rate of the loan estimate. */
export const LOAN_APR_PERCENT = 3.8;

/** §9: loan term of the estimate in months (7 years), no down payment. */
export const LOAN_TERM_MONTHS = 84;

/**
 * Monthly payment of a fully amortising loan (standard annuity formula), unrounded:
 * `P·r / (1 − (1 + r)^−n)` with monthly rate `r = APR / 12`; `P / n` when the rate is 0.
 *
 * @param principal amount borrowed in dollars
 * @param aprPercent annual rate in percent (default §9's 3.8)
 * @param months number of monthly payments (default §9's 84)
 */
export function monthlyPayment(principal: number, aprPercent = LOAN_APR_PERCENT, months = LOAN_TERM_MONTHS): number {
  const rate = aprPercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** A listing's loan estimate as shown on the card (§9). */
export interface LoanEstimate {
  /** The financed price (dealer_price, else price). */
  principal: number;
  /** Monthly payment rounded to the nearest whole dollar. */
  monthly: number;
  /** Card text, e.g. `Est. $331/mo`. */
  text: string;
}

/**
 * §9 loan estimate: 3.8% APR over 84 months with no down payment, on the dealer price (else price).
 * The payment is rounded to the nearest whole dollar. `null` when the listing has no positive price.
 *
 * @example
 * loanEstimate({ price: 25000 }) // { principal: 25000, monthly: 339, text: "Est. $339/mo" }
 */
export function loanEstimate(listing: ListingPriceFields): LoanEstimate | null {
  const principal = listingPrice(listing);
  if (principal === null) return null;
  const monthly = Math.round(monthlyPayment(principal));
  return { principal, monthly, text: `Est. ${formatUsd(monthly)}/mo` };
}
