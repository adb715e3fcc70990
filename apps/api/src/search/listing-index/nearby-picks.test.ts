// ADR 258: the zip lookup's carousels and counts from the search index equal the one statement of ADR 172
// they replaced, kept here as the reference since the product no longer runs it.
import { sql, type RawBuilder } from "kysely";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BODY_TYPES, listingPath, withQuery } from "@carmarket/routes";
import type { Db } from "../../db/database.js";
import { distanceMetresSql, METRES_PER_MILE } from "../geo.js";
import { listingCard, type ListingCard } from "../listing-card.js";
import { CARD_COLUMNS, type CardRow } from "../listing-columns.js";
import { NEARBY_RADIUS_MILES, nearbyListings, pageScope, type NearbyListings, type PageScope } from "../nearby-carousels.js";
import { CAROUSEL_SIZE } from "../vehicle-detail.js";
import { CAROUSEL_NAMES, type CarouselName } from "./nearby-picks.js";
import { mutateCatalogue, mutation, useParityCatalogue, type CatalogueValues } from "../../test/parity-test-kit.js";

const CAROUSELS: Record<CarouselName, RawBuilder<unknown>> = {
  subfooter_vins: sql`dist asc`,
  sidebar_vins: sql`l.save_car_count desc, dist asc`,
  price_dropped_listings: sql`(l.previous_price - l.price) desc`,
  featured_listings: sql`l.deal_rank asc, l.image_count desc, dist asc`,
  // #26.12: a feed lists many cars at once; of those, the nearest first.
  newly_added_listings: sql`l.date_of_release_in_market desc, dist asc`,
  on_sale_listings: sql`(l.msrp - l.price) desc`,
  cheap_listings: sql`l.price asc`,
};

const CAROUSEL_WHERE: Partial<Record<CarouselName, RawBuilder<unknown>>> = {
  price_dropped_listings: sql`l.previous_price > l.price`,
  on_sale_listings: sql`l.msrp > l.price`,
  cheap_listings: sql`l.price > 0`,
  featured_listings: sql`l.image_count > 0`,
};

/** The zip lookup's statement before ADR 258 (ADR 172). */
async function referenceNearby(db: Db, origin: { latitude: number; longitude: number }, scope: PageScope, zip: string): Promise<NearbyListings> {
  const metres = NEARBY_RADIUS_MILES * METRES_PER_MILE;
  const scoped = [
    ...(scope.condition ? [sql`l.condition = ${scope.condition}`] : []),
    ...(scope.brandSlug ? [sql`l.brand_slug = ${scope.brandSlug}`] : []),
    ...(scope.modelSlug ? [sql`l.model_slug = ${scope.modelSlug}`] : []),
  ];
  const box = sql`earth_box(ll_to_earth(${origin.latitude}, ${origin.longitude}), ${metres}) @> ll_to_earth(l.latitude, l.longitude)`;
  const conditions = sql.join([sql`not l.is_sold`, box, ...scoped], sql` and `);
  const branches = CAROUSEL_NAMES.map(
    (name, index) => sql`select ${index} as carousel, p.vin, p.position
      from unnest(array(select l.vin from near l where ${CAROUSEL_WHERE[name] ?? sql`true`}
        order by ${CAROUSELS[name]}, l.vin limit ${CAROUSEL_SIZE})) with ordinality as p(vin, position)`,
  );
  const { rows } = await sql<
    CardRow & { carousel: number; body_types: { body_type: string; count: number }[] | null; trims: { name: string; count: number }[] | null }
  >`
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
  const carousels = Object.fromEntries(CAROUSEL_NAMES.map((name) => [name, [] as ListingCard[]])) as Record<CarouselName, ListingCard[]>;
  for (const row of rows) carousels[CAROUSEL_NAMES[row.carousel]!].push(listingCard(row));
  const condition = scope.condition ?? "used";
  const bodyTypes = (rows[0]?.body_types ?? []).map((row) => ({
    name: BODY_TYPES[row.body_type as keyof typeof BODY_TYPES] ?? row.body_type,
    slug: row.body_type,
    count: row.count,
    url: withQuery(listingPath({ condition }), { body_type: row.body_type, zip }),
  }));
  return { carousels, bodyTypes, trims: rows[0]?.trims ?? [] };
}

/** Page URLs a zip lookup names: the whole site, a section, a brand, a model (some of which no car has). */
function pageUrl(values: CatalogueValues): fc.Arbitrary<string | undefined> {
  const section = fc.constantFrom("used-cars", "new-cars", "certified-cars");
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom("/", "/news/latest"),
    section.map((name) => `/${name}`),
    fc.tuple(section, fc.constantFrom(...values.brandSlugs, "no-such-brand")).map(([name, brand]) => `/${name}/${brand}`),
    fc
      .tuple(section, fc.constantFrom(...values.brandSlugs), fc.constantFrom(...values.modelSlugs))
      .map(([name, brand, model]) => `/${name}/${brand}/${model}?zip=1`),
  );
}

describe("the zip lookup's cars from the search index (ADR 258)", () => {
  const catalogue = useParityCatalogue();

  it("carousels, body-type and trim counts equal the SQL's, for random places and pages while the catalogue changes", async () => {
    const { t, index, values } = catalogue;
    const db = t.database.db;
    const zip = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values.dealerZips) }, { weight: 1, arbitrary: fc.constantFrom(...values.otherZips) });
    await fc.assert(
      fc.asyncProperty(zip, pageUrl(values), fc.option(mutation(values), { freq: 2 }), async (code, url, change) => {
        if (change) await mutateCatalogue(db, change);
        const place = await db.selectFrom("zips").select(["latitude", "longitude"]).where("zip", "=", code).executeTakeFirstOrThrow();
        const scope = pageScope(url);
        expect(await nearbyListings({ index, readDb: db }, place, scope, code)).toEqual(await referenceNearby(db, place, scope, code));
      }),
      { numRuns: 150 },
    );
  });
});
