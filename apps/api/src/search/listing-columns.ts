import { sql } from "kysely";

/** Listing columns a card needs (§3 card fields), qualified for queries that join dealers. */
export const CARD_COLUMNS = sql.raw(`l.vin, l.vin_name, l.year, l.brand_id, l.brand_name, l.brand_slug, l.model_id, l.model_name,
  l.model_slug, l.body_type, l.trim_name, l.submodel_name, l.submodel_slug, l.submodel_family_slug, l.condition, l.is_sold,
  l.is_latest, l.price, l.dealer_price, l.msrp, l.expected_price, l.deal_value, l.deal_difference, l.mileage, l.fuel_economy,
  l.fuel, l.engine, l.drivetrain, l.transmission, l.color, l.image, l.main_picture, l.city_name, l.state_name, l.latitude,
  l.longitude, l.save_car_count, l.url, l.dealer_id, l.date_of_release_in_market, l.previous_price, l.image_count, l.deal_rank,
  d.name as dealer_name, d.rating as dealer_rating`);

/** A row selected with {@link CARD_COLUMNS}, plus the distance in metres when a location was given. */
export interface CardRow {
  vin: string;
  vin_name: string;
  year: number;
  brand_id: number;
  brand_name: string;
  brand_slug: string;
  model_id: number;
  model_name: string;
  model_slug: string;
  body_type: string;
  trim_name: string | null;
  submodel_name: string | null;
  submodel_slug: string | null;
  submodel_family_slug: string | null;
  condition: string;
  is_sold: boolean;
  is_latest: boolean;
  price: number | null;
  dealer_price: number | null;
  msrp: number | null;
  expected_price: number | null;
  deal_value: string | null;
  deal_difference: number | null;
  mileage: number | null;
  fuel_economy: number | null;
  fuel: string | null;
  engine: string | null;
  drivetrain: string | null;
  transmission: string | null;
  color: string;
  image: string | null;
  main_picture: string | null;
  city_name: string;
  state_name: string;
  latitude: number;
  longitude: number;
  save_car_count: number;
  url: string;
  dealer_id: number;
  date_of_release_in_market: Date | string;
  previous_price: number | null;
  image_count: number;
  dealer_name: string;
  dealer_rating: number;
  dist?: number | null;
}
