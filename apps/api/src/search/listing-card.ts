import type { ListingCard } from "@carmarket/contract";
import { IMAGE_SIZES, vehicleImageUrl } from "../images/image-sizes.js";
import { METRES_PER_MILE } from "./geo.js";
import type { CardRow } from "./listing-columns.js";

export type { ListingCard };

/** Drops null and undefined fields: §3 fields a feed did not fill are absent, not null. */
export function withoutEmpty<T extends Record<string, unknown>>(record: T): { [TKey in keyof T]?: NonNullable<T[TKey]> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as {
    [TKey in keyof T]?: NonNullable<T[TKey]>;
  };
}

function isoDate(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * A listing card with §3 field names. `price` is 0 when the dealer gave none (§9: 0 or less shows
 * 'No Dealer Price'); `dist` is metres (§9: metres / 1609.34 = miles); coordinates are longitude first.
 */
export function listingCard(row: CardRow): ListingCard {
  return {
    _id: row.vin,
    vin_name: row.vin_name,
    car_name: `${row.brand_name} ${row.model_name}`,
    year: row.year,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    brand_slug: row.brand_slug,
    model_id: row.model_id,
    model_name: row.model_name,
    model_slug: row.model_slug,
    body_type: row.body_type,
    is_new: row.condition === "new",
    isUsed: row.condition !== "new",
    certified_car: row.condition === "certified",
    is_sold: row.is_sold,
    is_latest: row.is_latest,
    price: row.price ?? 0,
    color: row.color,
    city: row.city_name,
    city_name: row.city_name,
    state_name: row.state_name,
    save_car_count: row.save_car_count,
    dealer_id: row.dealer_id,
    dealer_name: row.dealer_name,
    dealer: row.dealer_name,
    dealer_rating: row.dealer_rating,
    date_of_release_in_market: isoDate(row.date_of_release_in_market),
    location: { type: "Point", coordinates: [row.longitude, row.latitude] },
    url: row.url,
    ...withoutEmpty({
      trim_name: row.trim_name,
      submodel_name: row.submodel_name,
      submodel_slug: row.submodel_slug,
      submodel_family_slug: row.submodel_family_slug,
      dealer_price: row.dealer_price,
      msrp: row.msrp,
      expected_price: row.expected_price,
      deal_value: row.deal_value,
      deal_difference: row.deal_difference,
      previous_price: row.previous_price,
      mileage: row.mileage,
      fuel_economy: row.fuel_economy,
      fuel: row.fuel,
      engine: row.engine,
      drivetrain: row.drivetrain,
      transmission: row.transmission,
      // A car the dealer sent no photo of still has its drawing (the vehicle page's sample images): the card
      // shows that, not 'No image' (issue #26.12).
      image: row.image ?? (row.main_picture === null ? vehicleImageUrl(row.body_type, row.color, IMAGE_SIZES.card) : null),
      main_picture: row.main_picture,
      dist: row.dist === null || row.dist === undefined ? undefined : Math.round(row.dist),
      distance_miles: row.dist === null || row.dist === undefined ? undefined : Math.round(row.dist / METRES_PER_MILE),
    }),
  };
}
