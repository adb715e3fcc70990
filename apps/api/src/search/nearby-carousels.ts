import { sql, type RawBuilder } from "kysely";
import { BODY_TYPES, conditionFromSection, listingPath, withQuery, type ListingCondition } from "@carmarket/routes";
import type { Db } from "../db/database.js";
import { listingCard, type ListingCard } from "./listing-card.js";
import { CARD_COLUMNS, type CardRow } from "./listing-columns.js";
import { METRES_PER_MILE } from "./geo.js";
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

/**
 * Every carousel of the zip answer (at most 9 cars each, §9) from ONE statement: the nearby cars
 * are a materialized CTE, each carousel a limited ordering of it.
 */
export async function nearbyCarousels(db: Db, origin: { latitude: number; longitude: number }, scope: PageScope): Promise<Carousels> {
  const metres = NEARBY_RADIUS_MILES * METRES_PER_MILE;
  const names = Object.keys(CAROUSELS) as (keyof typeof CAROUSELS)[];
  const conditions = sql.join(
    [
      sql`not l.is_sold`,
      sql`earth_box(ll_to_earth(${origin.latitude}, ${origin.longitude}), ${metres}) @> ll_to_earth(l.latitude, l.longitude)`,
      ...scopeConditions(scope),
    ],
    sql` and `,
  );
  const branches = names.map(
    (name) => sql`(select ${name}::text as carousel, l.* from near l where ${CAROUSEL_WHERE[name] ?? sql`true`}
      order by ${CAROUSELS[name]}, l.vin limit ${CAROUSEL_SIZE})`,
  );
  const { rows } = await sql<CardRow & { carousel: keyof typeof CAROUSELS }>`
    with near as materialized (
      select ${CARD_COLUMNS},
        earth_distance(ll_to_earth(${origin.latitude}, ${origin.longitude}), ll_to_earth(l.latitude, l.longitude)) as dist
      from listings l join dealers d on d.id = l.dealer_id
      where ${conditions}
    )
    ${sql.join(branches, sql` union all `)}
  `.execute(db);
  const carousels = Object.fromEntries(names.map((name) => [name, [] as ListingCard[]])) as Carousels;
  for (const row of rows) carousels[row.carousel].push(listingCard(row));
  return carousels;
}

/** Nearby counts by body type with their listing links (§7 forsale_listings_filter). */
export async function nearbyBodyTypes(db: Db, origin: { latitude: number; longitude: number }, scope: PageScope, zip: string) {
  const metres = NEARBY_RADIUS_MILES * METRES_PER_MILE;
  const { rows } = await sql<{ body_type: string; count: number }>`
    select l.body_type, count(*)::int as count from listings l
    where not l.is_sold
      and earth_box(ll_to_earth(${origin.latitude}, ${origin.longitude}), ${metres}) @> ll_to_earth(l.latitude, l.longitude)
      ${sql.join([sql``, ...scopeConditions(scope)], sql` and `)}
    group by l.body_type order by l.body_type
  `.execute(db);
  const condition = scope.condition ?? "used";
  return rows.map((row) => ({
    name: BODY_TYPES[row.body_type as keyof typeof BODY_TYPES] ?? row.body_type,
    slug: row.body_type,
    count: row.count,
    url: withQuery(listingPath({ condition }), { body_type: row.body_type, zip }),
  }));
}

/** Trim counts of the page's model near the ZIP (§7 trims), empty off a model page. */
export async function nearbyTrims(db: Db, origin: { latitude: number; longitude: number }, scope: PageScope) {
  if (!scope.modelSlug) return [];
  const metres = NEARBY_RADIUS_MILES * METRES_PER_MILE;
  const { rows } = await sql<{ name: string; count: number }>`
    select l.trim_name as name, count(*)::int as count from listings l
    where not l.is_sold and l.trim_name is not null
      and earth_box(ll_to_earth(${origin.latitude}, ${origin.longitude}), ${metres}) @> ll_to_earth(l.latitude, l.longitude)
      ${sql.join([sql``, ...scopeConditions(scope)], sql` and `)}
    group by l.trim_name order by l.trim_name
  `.execute(db);
  return rows;
}
