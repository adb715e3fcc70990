import type { VehicleDetail } from "@carmarket/api-client";
import { type GalleryImage, type TodaysHours, buildGallery, todaysHours, vehicleTitle } from "@carmarket/listing";
import {
  type DealRating,
  type LoanEstimate,
  type MarketComparison,
  type PriceChange,
  type PriceDisplay,
  type PriceDrop,
  type PriceRangeBar,
  type PriceSummaryPrices,
  daysOnMarket,
  dealRating,
  displayPrice,
  listingPrice,
  loanEstimate,
  marketComparison,
  priceChange,
  priceDrop,
  priceRangeBar,
} from "@carmarket/pricing";
import type { VinReportRow } from "@carmarket/ui/vin-report";
import { dealerTimeZone } from "../../listing/dealer-time-zone.js";
import { vinReportRows } from "./vin-report-rows.js";

/** The market value the API explains (its `market` object), in words a shopper can check. */
export interface MarketExplanation {
  comparison: MarketComparison;
  /** 'Market value $21,000, estimated from 14 comparable cars.' */
  basis: string;
  /** 'About 30% of comparable cars are priced lower.' — absent when the API has no percentile. */
  position: string | null;
}

/** Everything the vehicle page shows that is derived from the listing, computed once on the server. */
export interface VehicleView {
  title: string;
  price: PriceDisplay;
  /** §9 'Est. $X/mo' on dealer_price, else price. */
  loan: LoanEstimate | null;
  deal: DealRating;
  market: MarketExplanation | null;
  /** '↓ $1,100' beside the price when its last change was a drop, as on the cards (issue #26.13). */
  drop: PriceDrop | null;
  /** The fair-price range bar: price, market value, the §9 fair band and the comparables' prices (issue #26.14). */
  rangeBar: PriceRangeBar | null;
  /** §4 today's hours in the dealer's time zone. */
  today: TodaysHours;
  /** §4 price change against history entry 1. */
  change: PriceChange | null;
  daysOnMarket: number | null;
  gallery: GalleryImage[];
  /** Current, highest and lowest price for the §5 summary cards. */
  summary: PriceSummaryPrices;
  /** 'From the VIN' (issue #23): null for a car vPIC does not decode. */
  vinReport: VinReportRow[] | null;
}

function explainMarket(listing: VehicleDetail, price: number | null): MarketExplanation | null {
  const market = listing.market;
  const comparison = marketComparison(price, market.expected_price ?? listing.expected_price);
  if (comparison === null) return null;
  const count = market.comparable_count;
  const basis =
    count > 0
      ? `Market value ${comparison.rmvText}, estimated from ${count} comparable ${count === 1 ? "car" : "cars"} for sale.`
      : `Market value ${comparison.rmvText}.`;
  const percentile = market.percentile;
  const position = typeof percentile === "number" ? `About ${percentile}% of comparable cars are priced lower than this one.` : null;
  return { comparison, basis, position };
}

/**
 * The derived facts of one listing at `now` (§4, §5, §9). Time-dependent rules are decided here, on
 * the server, and travel in the loader data so the browser renders the same text (ADR 075).
 */
export function vehicleView(listing: VehicleDetail, now: Date): VehicleView {
  const price = listingPrice(listing);
  const history = listing.priceHistory ?? [];
  const current = listing.currentPrice?.price ?? price ?? undefined;
  return {
    title: vehicleTitle(listing),
    price: displayPrice(listing),
    loan: loanEstimate(listing),
    deal: dealRating(price, listing.market.expected_price ?? listing.expected_price),
    market: explainMarket(listing, price),
    drop: priceDrop(price, listing.previous_price),
    rangeBar: priceRangeBar({
      price,
      expectedPrice: listing.market.expected_price ?? listing.expected_price,
      comparableLow: listing.market.comparable_low,
      comparableHigh: listing.market.comparable_high,
    }),
    today: todaysHours(listing.dealer_info.timing, now, { timeZone: dealerTimeZone(listing.state_name) }),
    change: current === undefined ? null : priceChange(current, history, { now }),
    daysOnMarket: daysOnMarket(history.length > 0 ? history : listing.date_of_release_in_market, now),
    gallery: buildGallery(listing),
    summary: { current, max: listing.maxPrice, min: listing.minPrice },
    vinReport: listing.from_vin ? vinReportRows(listing.from_vin) : null,
  };
}

/** The one-line description of a vehicle: title, price and where it is sold. */
export function vehicleSummaryText(listing: VehicleDetail, view: Pick<VehicleView, "title" | "price">): string {
  const place = [listing.city_name, listing.state_name].filter(Boolean).join(", ");
  const mileage = listing.mileage === undefined ? "" : `, ${listing.mileage.toLocaleString("en-US")} miles`;
  const dealer = listing.dealer_info.name || listing.dealer_name;
  return `${view.title} for sale${place ? ` in ${place}` : ""}: ${view.price.text}${mileage}${dealer ? `, at ${dealer}` : ""}.`;
}
