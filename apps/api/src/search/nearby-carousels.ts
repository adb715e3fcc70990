import { sql, type RawBuilder } from "kysely";
import { BODY_TYPES, conditionFromSection, listingPath, withQuery, type ListingCondition } from "@carmarket/routes";
import type { BodyTypeLink } from "@carmarket/contract";
import type { Db } from "../db/database.js";
import { listingCard, type ListingCard } from "./listing-card.js";
import { CARD_COLUMNS, type CardRow } from "./listing-columns.js";
import { distanceMetresSql, earthBoxContains, METRES_PER_MILE } from "./geo.js";
import { CAROUSEL_SIZE } from "./vehicle-detail.js";

/** How far "near your ZIP" reaches (miles). */
export const NEARBY_RADIUS_MILES = 100;

/** The part of the site a carousel request comes from: a listing path narrows the cars (§7 zip lookup "url"). */
export interface PageScope {
  condition: ListingCondition | null;
  brandSlug: string | null;
  modelSlug: string | null;
}

/** Reads `/used-cars/toyota/camry` style paths; anything else is the whole catalogue. */
export function pageScope(url: string | undefined): PageScope {
  const path = (url ?? "").split(/[?#]/)[0] ?? "";
  const [section, brand, model] = path.split("/").filter(Boolean);
  const condition = section ? (conditionFromSection(section) ?? null) : null;
  if (!condition) return { condition: null, brandSlug: null, modelSlug: null };
  return { condition, brandSlug: brand ?? null, modelSlug: brand ? (model ?? null) : null };
}

/** The carousels of §7's zip answer, by their field names. */
export const CAROUSELS = {
  subfooter_vins: sql`dist asc`,
  sidebar_vins: sql`l.save_car_count desc, dist asc`,
  price_dropped_listings: sql`(l.previous_price - l.price) desc`,
  featured_listings: sql`l.deal_rank asc, l.image_count desc, dist asc`,
  newly_added_listings: sql`l.date_of_release_in_market desc`,
  on_sale_listings: sql`(l.msrp - l.price) desc`,
  cheap_listings: sql`l.price asc`,
} as const satisfies Record<string, RawBuilder<unknown>>;

// Extra condition per carousel: price drops need a drop, sales need a price under MSRP.
const CAROUSEL_WHERE: Partial<Record<keyof typeof CAROUSELS, RawBuilder<unknown>>> = {
  price_dropped_listings: sql`l.previous_price > l.price`,
  on_sale_listings: sql`l.msrp > l.price`,
  cheap_listings: sql`l.price > 0`,
  featured_listings: sql`l.image_count > 0`,
};

export type Carousels = Record<keyof typeof CAROUSELS, ListingCard[]>;

function scopeConditions(scope: PageScope): RawBuilder<unknown>[] {
  return [
    ...(scope.condition ? [sql`l.condition = ${scope.condition}`] : []),
    ...(scope.brandSlug ? [sql`l.brand_slug = ${scope.brandSlug}`] : []),
    ...(scope.modelSlug ? [sql`l.model_slug = ${scope.modelSlug}`] : []),
  ];
}

export interface NearbyListings {
  carousels: Carousels;
  /** Nearby counts by body type with their listing links (§7 forsale_listings_filter). */
  bodyTypes: BodyTypeLink[];
  /** Trim counts of the page's model (§7 trims), empty off a model page. */
  trims: { name: string; count: number }[];
}

/**
 * Everything the zip answer shows about cars near a place, from ONE statement (ADR 172): the
 * nearby cars are a materialized CTE of narrow rows (VIN, sort keys, body type, trim); each
 * carousel is a limited ordering of it (at most 9 cars, §9), and only those ≤63 VINs are joined
 * to their listing and dealer for the card columns. Body-type and trim counts are aggregates of
 * the same CTE, carried as JSON on every row.
 */
export async function nearbyListings(db: Db, origin: { latitude: number; longitude: number }, scope: PageScope, zip: string): Promise<NearbyListings> {
  const metres = NEARBY_RADIUS_MILES * METRES_PER_MILE;
  const names = Object.keys(CAROUSELS) as (keyof typeof CAROUSELS)[];
  const conditions = sql.join([sql`not l.is_sold`, earthBoxContains(origin, metres, "l"), ...scopeConditions(scope)], sql` and `);
  const branches = names.map(
    // array(… order by … limit 9) keeps the top-N sort and hands its order on as `position`.
    (name, index) => sql`select ${index} as carousel, p.vin, p.position
      from unnest(array(select l.vin from near l where ${CAROUSEL_WHERE[name] ?? sql`true`}
        order by ${CAROUSELS[name]}, l.vin limit ${CAROUSEL_SIZE})) with ordinality as p(vin, position)`,
  );
  const { rows } = await sql<CardRow & { carousel: number; body_types: { body_type: string; count: number }[] | null; trims: { name: string; count: number }[] | null }>`
    with near as materialized (
      select l.vin, l.save_car_count, l.previous_price, l.price, l.msrp, l.deal_rank, l.image_count,
        l.date_of_release_in_market, l.body_type, l.trim_name, ${distanceMetresSql(origin, "l")} as dist
      from listings l
      where ${conditions}
    ),
    picks as (${sql.join(branches, sql` union all `)})
    select p.carousel, ${CARD_COLUMNS}, ${distanceMetresSql(origin, "l")} as dist,
      (select json_agg(b order by b.body_type) from (select body_type, count(*)::int as count from near group by body_type) b) as body_types,
      ${scope.modelSlug ? sql`(select json_agg(t order by t.name) from (select trim_name as name, count(*)::int as count from near where trim_name is not null group by trim_name) t)` : sql`null::json`} as trims
    from picks p join listings l on l.vin = p.vin join dealers d on d.id = l.dealer_id
    order by p.carousel, p.position
  `.execute(db);
  const carousels = Object.fromEntries(names.map((name) => [name, [] as ListingCard[]])) as Carousels;
  for (const row of rows) carousels[names[row.carousel] as keyof typeof CAROUSELS].push(listingCard(row));
  const condition = scope.condition ?? "used";
  const bodyTypes = (rows[0]?.body_types ?? []).map((row) => ({
    name: BODY_TYPES[row.body_type as keyof typeof BODY_TYPES] ?? row.body_type,
    slug: row.body_type,
    count: row.count,
    url: withQuery(listingPath({ condition }), { body_type: row.body_type, zip }),
  }));
  return { carousels, bodyTypes, trims: rows[0]?.trims ?? [] };
}
