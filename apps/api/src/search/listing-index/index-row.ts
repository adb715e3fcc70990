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
  /** real: JSON's shortest form, which Math.fround turns back into the stored float4. */
  fuel_economy: number | null;
  /** date_of_release_in_market in whole microseconds since 1970. */
  listed_us: number;
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

/**
 * The {@link IndexRow}s of the `listings l` rows a query selects, as one JSON text: an array of arrays in
 * the order of `indexRowOf`. One text field per chunk instead of 35 fields per car: PGlite parses each
 * field in JavaScript and copies the rows between threads, 1.1 s for 20,000 cars against 0.2 s this way,
 * and node-postgres builds a 1,000,000-car index in about the time it parsed the rows before (ADR 258).
 * Postgres writes numbers in JSON exactly (shortest round-trip form), so nothing is lost on the way.
 */
export const INDEX_ROWS_JSON = sql<string | null>`json_agg(json_build_array(l.vin, l.is_sold, l.dealer_id, l.latitude, l.longitude,
  l.brand_id, l.model_id, l.year, l.brand_slug, l.model_slug, l.body_type, l.condition, l.color, l.interior_color, l.transmission,
  l.engine, l.drivetrain, l.fuel, l.trim_family_name, l.submodel_family_name, l.deal_value, l.trim_name,
  coalesce(l.dealer_price, l.price), l.price, l.msrp, l.previous_price, l.mileage, l.fuel_economy,
  (extract(epoch from l.date_of_release_in_market) * 1000000)::int8,
  l.deal_rank, l.deal_difference, l.image_count, l.save_car_count, l.major_options,
  (case when l.has_accidents = false then ${sql.lit(HISTORY_NO_ACCIDENTS)} else 0 end
    + case when l.owner_count = 1 then ${sql.lit(HISTORY_ONE_OWNER)} else 0 end
    + case when l.theft_title = false then ${sql.lit(HISTORY_CLEAN_TITLE)} else 0 end)))::text`;

/** The rows of an {@link INDEX_ROWS_JSON} text (null when the query matched no row). */
export function indexRowsOf(json: string | null): IndexRow[] {
  return json === null ? [] : (JSON.parse(json) as unknown[][]).map(indexRowOf);
}

/** One car's array, field by field (a literal keeps every row the same shape for V8). */
function indexRowOf(a: unknown[]): IndexRow {
  return {
    vin: a[0] as string,
    is_sold: a[1] as boolean,
    dealer_id: a[2] as number,
    latitude: a[3] as number,
    longitude: a[4] as number,
    brand_id: a[5] as number,
    model_id: a[6] as number,
    year: a[7] as number,
    brand_slug: a[8] as string,
    model_slug: a[9] as string,
    body_type: a[10] as string,
    condition: a[11] as string,
    color: a[12] as string,
    interior_color: a[13] as string | null,
    transmission: a[14] as string | null,
    engine: a[15] as string | null,
    drivetrain: a[16] as string | null,
    fuel: a[17] as string | null,
    trim_family_name: a[18] as string | null,
    submodel_family_name: a[19] as string | null,
    deal_value: a[20] as string | null,
    trim_name: a[21] as string | null,
    sort_price: a[22] as number | null,
    price: a[23] as number | null,
    msrp: a[24] as number | null,
    previous_price: a[25] as number | null,
    mileage: a[26] as number | null,
    fuel_economy: a[27] as number | null,
    listed_us: a[28] as number,
    deal_rank: a[29] as number,
    deal_difference: a[30] as number | null,
    image_count: a[31] as number,
    save_car_count: a[32] as number,
    major_options: a[33],
    history: a[34] as number,
  };
}
