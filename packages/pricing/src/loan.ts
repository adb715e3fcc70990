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

/** What a shopper can change in the payment calculator (issue #26.15). */
export interface LoanTerms {
  /** Dollars paid up front; the rest is borrowed. */
  downPayment: number;
  /** Annual rate in percent. */
  aprPercent: number;
  /** Number of monthly payments. */
  months: number;
}

/** §9's loan terms: the calculator starts here, so its first answer is the card's 'Est. $X/mo'. */
export const LOAN_DEFAULTS: Readonly<LoanTerms> = { downPayment: 0, aprPercent: LOAN_APR_PERCENT, months: LOAN_TERM_MONTHS };

/** Loan terms a shopper may choose in the calculator, in months (84 is §9's). */
export const LOAN_TERM_CHOICES = [36, 48, 60, 72, LOAN_TERM_MONTHS] as const;

/** Highest annual rate the calculator takes, in percent (past it the input is a typo). */
export const MAX_APR_PERCENT = 30;

/** The monthly payment and totals of one price under some terms. */
export interface PaymentPlan {
  /** Amount borrowed: the price less the down payment, never below 0. */
  principal: number;
  /** Monthly payment rounded to the nearest whole dollar, as the card rounds it. */
  monthly: number;
  /** `$339/mo`. */
  monthlyText: string;
  /** Interest over the whole loan, whole dollars. */
  totalInterest: number;
  /** Down payment plus every payment, whole dollars. */
  totalCost: number;
}

/**
 * The payment calculator's answer (issue #26.15): `price` less the down payment, financed at `aprPercent` over
 * `months`; every term left out is §9's (3.8%, 84 months, $0 down), so `paymentPlan(price).monthly` is the
 * `monthly` of {@link loanEstimate}. `null` without a positive price or with terms out of range (a down payment
 * below 0, a rate below 0 or past {@link MAX_APR_PERCENT}, a term that is not a whole number of months).
 *
 * @example
 * paymentPlan(25000) // { principal: 25000, monthly: 339, monthlyText: "$339/mo", totalInterest: 3512, totalCost: 28512 }
 * paymentPlan(25000, { downPayment: 5000, months: 60 })?.monthlyText // "$367/mo"
 */
export function paymentPlan(price: number | null | undefined, terms: Partial<LoanTerms> = {}): PaymentPlan | null {
  const { downPayment, aprPercent, months } = { ...LOAN_DEFAULTS, ...terms };
  if (price === null || price === undefined || !(price > 0) || !Number.isFinite(price)) return null;
  if (!(downPayment >= 0) || !(aprPercent >= 0) || aprPercent > MAX_APR_PERCENT || !Number.isInteger(months) || months < 1) return null;
  const principal = Math.max(0, price - downPayment);
  const exact = monthlyPayment(principal, aprPercent, months);
  const monthly = Math.round(exact);
  const totalInterest = Math.round(exact * months - principal);
  return { principal, monthly, monthlyText: `${formatUsd(monthly)}/mo`, totalInterest, totalCost: Math.round(Math.min(downPayment, price) + exact * months) };
}

/**
 * The highest whole-dollar price whose §9 estimate ('Est. $X/mo', rounded to the dollar) is at most `monthly`:
 * the search's monthly-payment filter ('under $400/mo', issue #26.15) is this price cap, so every car it finds
 * shows an estimate within the budget and no car whose estimate fits is left out. `null` below $1 a month.
 *
 * @example
 * maxPriceForMonthly(400) // 29498: Est. $400/mo, while $29,499 reads Est. $401/mo
 */
export function maxPriceForMonthly(monthly: number): number | null {
  if (!Number.isFinite(monthly) || monthly < 1) return null;
  const budget = Math.floor(monthly);
  const rate = LOAN_APR_PERCENT / 100 / 12;
  // The annuity's inverse at the rounding edge, then a step either way for the float's last digits.
  let price = Math.floor(((budget + 0.5) * (1 - (1 + rate) ** -LOAN_TERM_MONTHS)) / rate);
  const fits = (candidate: number) => Math.round(monthlyPayment(candidate)) <= budget;
  while (price > 0 && !fits(price)) price -= 1;
  while (fits(price + 1)) price += 1;
  return price;
}
