import { sql, type RawBuilder } from "kysely";
import type { Db } from "../db/database.js";
import { NotFoundError } from "../http/errors.js";
import { VIN_SOURCE, type CompareGraph, type ListingCard, type PriceGraph, type PriceHistoryEntry, type VehicleDetail } from "@carmarket/contract";
import type { VinConflict } from "../feeds/listed-vs-vin.js";
import { fuelLabel } from "../vin-decoding/listing-terms.js";
import { engineLabel, type VinFacts } from "../vin-decoding/vin-facts.js";
import { vinPatternKeySql } from "../vin-decoding/vin-patterns.js";
import { listingCard, withoutEmpty } from "./listing-card.js";
import { CARD_COLUMNS, type CardRow } from "./listing-columns.js";
import { DEGREES_TO_RADIANS, distanceFromRowSql, EARTH_RADIUS_METRES, earthBoxAroundRow, earthXyzColumnsSql, METRES_PER_MILE } from "./geo.js";

/** Message of every call about a VIN the catalogue does not have. */
const UNKNOWN_VIN_MESSAGE = "Vehicle not found.";

export interface DetailRow extends CardRow {
  interior_color: string | null;
  engine_type: string | null;
  trim_family_name: string | null;
  submodel_family_name: string | null;
  thumb_exterior: string[];
  other_images: string[];
  sample_images: string[];
  major_options: string[];
  owner_count: number | null;
  count_accident: number | null;
  has_accidents: boolean | null;
  theft_title: boolean | null;
  comparable_count: number;
  last_seen_in_feed: Date | string;
  dealer_website: string;
  dealer_rating_count: number;
  dealer_url: string;
  dealer_address: string;
  dealer_city: string;
  dealer_state: string;
  dealer_zip: string;
  dealer_contact: Record<string, string>;
  dealer_timing: Record<string, string>;
}

/** The columns of a listing's row with its dealer (DetailRow), from `listings l join dealers d`. */
const DETAIL_COLUMNS = sql`${CARD_COLUMNS}, l.interior_color, l.engine_type, l.trim_family_name, l.submodel_family_name, l.thumb_exterior,
  l.other_images, l.sample_images, l.major_options, l.owner_count, l.count_accident, l.has_accidents, l.theft_title,
  l.comparable_count, l.last_seen_in_feed, d.website as dealer_website, d.rating_count as dealer_rating_count,
  d.dealer_url, d.address as dealer_address, d.city as dealer_city, d.state as dealer_state, d.zip as dealer_zip, d.contact as dealer_contact, d.timing as dealer_timing`;

/** One listing's row with its dealer, sold or not; 404 for an unknown VIN. */
export async function findListingRow(db: Db, vin: string): Promise<DetailRow> {
  const { rows } = await sql<DetailRow>`select ${DETAIL_COLUMNS} from listings l join dealers d on d.id = l.dealer_id where l.vin = ${vin}`.execute(db);
  const row = rows[0];
  if (!row) throw new NotFoundError(UNKNOWN_VIN_MESSAGE);
  return row;
}

/** A listing's price history, newest first (§3), timestamps in unix seconds. */
async function priceHistory(db: Db, vin: string): Promise<PriceHistoryEntry[]> {
  const rows = await db.selectFrom("price_history").select(["timestamp", "price"]).where("vin", "=", vin).orderBy("timestamp", "desc").execute();
  return rows.map((row) => ({ timestamp: Number(row.timestamp), price: row.price }));
}

/** A DetailRow with its price history, its comparables' counts and price range, and its VIN's facts (detailRow). */
type FullDetailRow = DetailRow & {
  history: PriceHistoryEntry[] | null;
  below: number;
  comparables: number;
  low: number | null;
  high: number | null;
  vin_facts: VinFacts | null;
  vin_conflicts: VinConflict[];
};

/**
 * The row with its price history (newest first), its comparables (same model, year and new/used side, unsold,
 * priced): how many, how many priced lower, their lowest and highest prices, and vPIC's facts of its VIN
 * pattern, stored when the seed or a feed wrote the car (never decoded here, on the shopper's time). One
 * statement instead of four: each statement
 * costs the API a round trip and a socket write, about as much as these small reads (ADR 258).
 */
async function detailRow(db: Db, vin: string): Promise<FullDetailRow> {
  const { rows } = await sql<FullDetailRow>`
    select ${DETAIL_COLUMNS},
      (select json_agg(json_build_object('timestamp', h.timestamp, 'price', h.price) order by h.timestamp desc)
        from price_history h where h.vin = l.vin) as history,
      c.below, c.comparables, c.low, c.high, l.vin_conflicts, vp.facts as vin_facts
    from listings l join dealers d on d.id = l.dealer_id
    left join vin_patterns vp on vp.pattern_key = ${vinPatternKeySql("l.vin")}
    cross join lateral (
      select count(*) filter (where o.price < l.price)::int as below, count(*)::int as comparables, min(o.price) as low, max(o.price) as high
      from listings o
      where o.model_id = l.model_id and o.year = l.year and (o.condition = 'new') = (l.condition = 'new')
        and not o.is_sold and o.price is not null and o.vin <> l.vin
    ) c
    where l.vin = ${vin}
  `.execute(db);
  const row = rows[0];
  if (!row) throw new NotFoundError(UNKNOWN_VIN_MESSAGE);
  return row;
}

/**
 * The single-vehicle answer (§2.7, §3): card fields plus dealer info, history, key features,
 * images, price history (newest first) with current/initial/min/max, and the market explanation.
 */
export async function vehicleDetail(db: Db, vin: string): Promise<VehicleDetail> {
  const row = await detailRow(db, vin);
  const history = row.history ?? [];
  // Where the price sits among its comparables: the share of them priced lower, 0–100; null without price or comparables.
  const percentile = row.price !== null && row.comparables > 0 ? Math.round((100 * row.below) / row.comparables) : null;
  const prices = history.map((entry) => entry.price);
  const oldest = history[history.length - 1];
  return {
    ...listingCard(row),
    ...withoutEmpty({
      interior_color: row.interior_color,
      engine_type: row.engine_type,
      trim_family_name: row.trim_family_name,
      submodel_family_name: row.submodel_family_name,
      owner_count: row.owner_count,
      count_accident: row.count_accident,
      has_accidents: row.has_accidents,
      theft_title: row.theft_title,
      minPrice: prices.length > 0 ? Math.min(...prices) : undefined,
      maxPrice: prices.length > 0 ? Math.max(...prices) : undefined,
      initialPrice: oldest ? { price: oldest.price } : undefined,
      currentPrice: row.price === null ? undefined : { price: row.price },
      dealer_contact: row.dealer_contact.Sales ?? Object.values(row.dealer_contact)[0],
    }),
    thumb_exterior: row.thumb_exterior,
    other_images: row.other_images,
    sample_images: row.sample_images,
    major_options: row.major_options,
    priceHistory: history,
    reviews_count: row.dealer_rating_count,
    dealer_info: {
      name: row.dealer_name,
      website: row.dealer_website,
      rating: row.dealer_rating,
      rating_count: row.dealer_rating_count,
      dealer_url: row.dealer_url,
      address: row.dealer_address,
      city: row.dealer_city,
      state: row.dealer_state,
      zip: row.dealer_zip,
      contact: row.dealer_contact,
      timing: row.dealer_timing,
    },
    last_seen_in_feed: new Date(row.last_seen_in_feed).toISOString(),
    market: {
      expected_price: row.expected_price,
      comparable_count: row.comparable_count,
      percentile,
      comparable_low: row.low,
      comparable_high: row.high,
    },
    ...(row.vin_facts ? { from_vin: fromVin(row.vin_facts, row.vin_conflicts) } : {}),
  };
}

/** 'From the VIN' (issue #23 item 6): vPIC's stored facts with its engine and fuel in a listing's words. */
function fromVin(facts: VinFacts, conflicts: VinConflict[]): NonNullable<VehicleDetail["from_vin"]> {
  return { source: VIN_SOURCE, facts, engine: engineLabel(facts), fuel: fuelLabel(facts.fuel), conflicts };
}

/** How far similar cars may be (miles). */
const SIMILAR_RADIUS_MILES = 150;
/** §9: carousels show at most 9 cars. */
export const CAROUSEL_SIZE = 9;

/**
 * Up to 9 unsold cars like `vin` near it (or near `origin`): same model first, then the same body
 * type at a price within 30%, closest in year and price first; none for a VIN the catalogue lacks.
 * One statement, which reads the car itself too, so vindata runs it beside the car's own read (1,000,000
 * listings: ADR 258). The same-model cars come from the model index (a model has a few thousand cars
 * nationwide) and the exact distance trims them: with the box in the query, the planner would also scan
 * every car inside it (ADR 171). Other models are read only when the model has fewer than 9 near (a
 * one-time filter), through the (body type, price, place) GiST index (ADR 205).
 */
export async function similarVehicles(db: Db, vin: string, origin: { latitude: number; longitude: number } | null): Promise<ListingCard[]> {
  const metres = SIMILAR_RADIUS_MILES * METRES_PER_MILE;
  const [latitude, longitude] = origin ? [sql`${origin.latitude}::float8`, sql`${origin.longitude}::float8`] : [sql`l.latitude`, sql`l.longitude`];
  // A car more than this many degrees of latitude away is farther than `metres` along any path: the cheap test
  // goes first and spares the exact distance for most of a model's cars nationwide.
  const band = metres / (EARTH_RADIUS_METRES * DEGREES_TO_RADIANS) + 0.01;
  const within = sql`l.latitude between car.latitude - ${band} and car.latitude + ${band} and ${distanceFromRowSql("car", "l")} <= ${metres}`;
  // The closest cars are picked from narrow rows; only the chosen ones are joined to their card columns and dealer.
  const picks = (match: RawBuilder<unknown>) => sql`
    select l.vin, abs(l.year - car.year) as year_gap, abs(coalesce(l.price, 0) - car.price) as price_gap
    from car, listings l
    where not l.is_sold and l.vin <> car.vin and ${within} and ${match}
    order by year_gap, price_gap, l.vin
    limit ${CAROUSEL_SIZE}`;
  const { rows } = await sql<CardRow>`
    with car as materialized (
      select l.vin, l.model_id, l.year, l.body_type, coalesce(l.price, l.expected_price, 0) as price,
        ${latitude} as latitude, ${longitude} as longitude, ${earthXyzColumnsSql(latitude, longitude)}
      from listings l where l.vin = ${vin}
    ),
    same_model as materialized (${picks(sql`l.model_id = car.model_id`)}),
    other_models as (${picks(
      // floor(x + 0.5) of float8: JavaScript's Math.round of the same product, as the bounds were computed before.
      sql`(select count(*) from same_model) < ${CAROUSEL_SIZE} and l.model_id <> car.model_id and l.body_type = car.body_type
        and l.price between floor(car.price * 0.7::float8 + 0.5)::int and floor(car.price * 1.3::float8 + 0.5)::int
        and ${earthBoxAroundRow("car", metres, "l")}`,
    )}),
    picked as (select *, 0 as part from same_model union all select *, 1 as part from other_models)
    select ${CARD_COLUMNS}, ${distanceFromRowSql("car", "l")} as dist
    from car, picked p join listings l on l.vin = p.vin join dealers d on d.id = l.dealer_id
    order by p.part, p.year_gap, p.price_gap, p.vin
    limit ${CAROUSEL_SIZE}
  `.execute(db);
  return rows.map(listingCard);
}

/** Price-history graph (§5: drawn only with more than one entry): points oldest first. */
export async function priceGraph(db: Db, vin: string): Promise<PriceGraph> {
  const car = await findListingRow(db, vin);
  const history = await priceHistory(db, vin);
  return {
    vin,
    points: [...history].reverse(),
    current_price: car.price,
    expected_price: car.expected_price,
    drawable: history.length > 1,
  };
}

/** Cap of comparable points on the market comparison graph. */
const COMPARE_POINTS = 200;

/** Market comparison graph of a car: its comparables as (mileage, price) points and the car itself. */
export async function compareGraph(db: Db, vin: string): Promise<CompareGraph> {
  const car = await findListingRow(db, vin);
  const { rows } = await sql<{ vin: string; price: number; mileage: number | null; year: number; deal_value: string | null }>`
    select vin, price, mileage, year, deal_value from listings
    where model_id = ${car.model_id} and year = ${car.year} and (condition = 'new') = ${car.condition === "new"}
      and not is_sold and price is not null and vin <> ${vin}
    order by vin
    limit ${COMPARE_POINTS}
  `.execute(db);
  return {
    vin,
    vin_name: car.vin_name,
    car: { price: car.price, mileage: car.mileage },
    expected_price: car.expected_price,
    comparable_count: car.comparable_count,
    points: rows.map(({ mileage, deal_value, ...point }) => ({ ...point, ...withoutEmpty({ mileage, deal_value }) })),
  };
}
