export { formatUsd } from "./format.js";
export { positiveAmount } from "./positive-amount.js";
export { type ListingPriceFields, NO_DEALER_PRICE, PRICE_TYPES, type PriceDisplay, type PriceType, displayPrice, listingPrice } from "./listing-price.js";
export {
  LOAN_APR_PERCENT,
  LOAN_DEFAULTS,
  LOAN_TERM_CHOICES,
  LOAN_TERM_MONTHS,
  MAX_APR_PERCENT,
  type LoanEstimate,
  type LoanTerms,
  type PaymentPlan,
  loanEstimate,
  maxPriceForMonthly,
  monthlyPayment,
  paymentPlan,
} from "./loan.js";
export { type PriceDrop, priceDrop } from "./price-drop.js";
export { type PriceBand, type PriceRangeBar, type PriceRangeInput, fairPriceRange, priceRangeBar } from "./price-range.js";
export { DEAL_FLAGS, DEAL_LABELS, DEAL_THRESHOLDS_PERCENT, type DealFlag, type DealLabel, type DealRating, dealRating } from "./deal-rating.js";
export { MARKET_POSITION_LABELS, type MarketComparison, type MarketPosition, marketComparison } from "./market-comparison.js";
export { PRICE_CHANGE_DATE_FORMAT, formatUnixDate } from "./date-format.js";
export {
  PRICE_CHANGE_TITLES,
  type PriceChange,
  type PriceChangeDirection,
  type PriceChangeOptions,
  type PriceChangeVariant,
  priceChange,
} from "./price-change.js";
export { type PriceSummaryPrices, canShowPriceHistoryGraph, shouldShowPriceSummary } from "./price-history.js";
export { METRES_PER_MILE, RATING_MAX, formatMiles, formatMpg, formatRating, listingDistanceMiles, metresToMiles } from "./units.js";
export { type FirstSeen, daysOnMarket, daysOnMarketText } from "./days-on-market.js";
