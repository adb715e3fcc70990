import { sql } from "kysely";

/**
 * What the search index keeps of a listing, as one row of {@link INDEX_ROW_COLUMNS}: the fields every
 * filter, facet, sort and carousel of the search and the zip lookup reads (ADR 258).
 */
export interface IndexRow {
  vin: string;
  is_sold: boolean;
  dealer_id: number;
  latitude: number;
  longitude: number;
  brand_id: number;
  model_id: number;
  year: number;
  brand_slug: string;
  model_slug: string;
  body_type: string;
  condition: string;
  color: string;
  interior_color: string | null;
  transmission: string | null;
  engine: string | null;
  drivetrain: string | null;
  fuel: string | null;
  trim_family_name: string | null;
  submodel_family_name: string | null;
  deal_value: string | null;
  trim_name: string | null;
  /** coalesce(dealer_price, price): what price filters and sorts read. */
  sort_price: number | null;
  price: number | null;
  msrp: number | null;
  previous_price: number | null;
  mileage: number | null;
  /** real, as text or number by driver. */
  fuel_economy: number | string | null;
  /** date_of_release_in_market in whole microseconds since 1970 (int8: text on node-postgres). */
  listed_us: number | string;
  deal_rank: number;
  deal_difference: number | null;
  image_count: number;
  save_car_count: number;
  major_options: unknown;
  /** Vehicle-history bits: {@link HISTORY_NO_ACCIDENTS} | {@link HISTORY_ONE_OWNER} | {@link HISTORY_CLEAN_TITLE}. */
  history: number;
}

/** has_accidents = false (§9 vehicle_history "no-accidents"). */
export const HISTORY_NO_ACCIDENTS = 1;
/** owner_count = 1 ("one-owner"). */
export const HISTORY_ONE_OWNER = 2;
/** theft_title = false ("clean-title"). */
export const HISTORY_CLEAN_TITLE = 4;

/** The select list of an {@link IndexRow} from `listings l`. */
export const INDEX_ROW_COLUMNS = sql`l.vin, l.is_sold, l.dealer_id, l.latitude, l.longitude, l.brand_id, l.model_id, l.year,
  l.brand_slug, l.model_slug, l.body_type, l.condition, l.color, l.interior_color, l.transmission, l.engine, l.drivetrain,
  l.fuel, l.trim_family_name, l.submodel_family_name, l.deal_value, l.trim_name,
  coalesce(l.dealer_price, l.price) as sort_price, l.price, l.msrp, l.previous_price, l.mileage, l.fuel_economy,
  (extract(epoch from l.date_of_release_in_market) * 1000000)::int8 as listed_us,
  l.deal_rank, l.deal_difference, l.image_count, l.save_car_count, l.major_options,
  (case when l.has_accidents = false then ${HISTORY_NO_ACCIDENTS} else 0 end
    + case when l.owner_count = 1 then ${HISTORY_ONE_OWNER} else 0 end
    + case when l.theft_title = false then ${HISTORY_CLEAN_TITLE} else 0 end)::int as history`;
