import type { Listing } from "@carmarket/listing";
import { formatUsd } from "./format.js";
import { positiveAmount } from "./positive-amount.js";

/** §8/§9: shown instead of a price when a listing has none. */
export const NO_DEALER_PRICE = "No Dealer Price";

/** §9 price type names (research price pages). */
export const PRICE_TYPES = ["cto", "resale", "price-prediction"] as const;

/** A §9 price type name. */
export type PriceType = (typeof PRICE_TYPES)[number];

/** The price fields of a listing these rules read. */
export type ListingPriceFields = Pick<Listing, "dealer_price" | "price" | "msrp" | "is_new">;

/**
 * The dealer's asking price: `dealer_price` when positive, else `price` when positive, else `null`
 * (§9: a price of 0 or less means there is no dealer price). The loan estimate and deal rating use it.
 */
export function listingPrice(listing: ListingPriceFields): number | null {
  return positiveAmount(listing.dealer_price) ?? positiveAmount(listing.price);
}

/** What a listing card shows as its price (§9). */
export type PriceDisplay =
  | { kind: "dealer"; amount: number; text: string }
  | { kind: "msrp"; amount: number; text: string }
  | { kind: "none"; amount: null; text: typeof NO_DEALER_PRICE };

/**
 * The price to show (§9): the dealer price; for a new car without one, its MSRP; otherwise
 * 'No Dealer Price'.
 *
 * @example
 * displayPrice({ price: 0, is_new: true, msrp: 31000 }) // { kind: "msrp", amount: 31000, text: "$31,000" }
 * displayPrice({ price: 0 }) // { kind: "none", amount: null, text: "No Dealer Price" }
 */
export function displayPrice(listing: ListingPriceFields): PriceDisplay {
  const dealer = listingPrice(listing);
  if (dealer !== null) return { kind: "dealer", amount: dealer, text: formatUsd(dealer) };
  const msrp = listing.is_new ? positiveAmount(listing.msrp) : null;
  if (msrp !== null) return { kind: "msrp", amount: msrp, text: formatUsd(msrp) };
  return { kind: "none", amount: null, text: NO_DEALER_PRICE };
}
