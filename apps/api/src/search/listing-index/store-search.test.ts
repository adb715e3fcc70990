// ADR 258: the search index answers every search exactly as the SQL search it replaced (ADRs 031, 170, 206).
// The SQL is kept here, as the reference, since the product no longer runs it.
import { sql, type RawBuilder } from "kysely";
import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { listingFiltersSchema, type ListingFilters, type SortOption } from "@carmarket/contract";
import type { Db } from "../../db/database.js";
import { TEST_NOW } from "../../test/catalog-test-app.js";
import { distanceMetresSql, METRES_PER_MILE } from "../geo.js";
import { listingCard, type ListingCard } from "../listing-card.js";
import { CARD_COLUMNS, type CardRow } from "../listing-columns.js";
import { searchListings, type ListingSearchResult } from "../listing-search.js";
import { conditionsOf, dealLabels, pageOf, sortFacetOptions, sortOf, type SearchOrigin } from "../search-filters.js";
import { ECONOMY_MARKS, mutateCatalogue, mutation, useParityCatalogue, type CatalogueValues } from "../../test/parity-test-kit.js";

type Sql = RawBuilder<unknown>;

interface Facet {
  key: string;
  value: Sql;
  match: Sql | null;
}

const lowerIn = (column: Sql, values: readonly string[]) => sql`lower(${column}) in (${sql.join(values.map((value) => value.toLowerCase()))})`;
const textIn = (column: Sql, values: readonly string[] | undefined) => (values && values.length > 0 ? lowerIn(column, values) : null);

function facetsOf(filters: ListingFilters): Facet[] {
  const column = (name: string) => sql.raw(`l.${name}`);
  const deal = filters.deal_value_order ? dealLabels(filters.deal_value_order) : undefined;
  return [
    { key: "year", value: sql`l.year::text`, match: filters.year && filters.year.length > 0 ? sql`l.year in (${sql.join(filters.year)})` : null },
    { key: "brand_slug", value: column("brand_slug"), match: textIn(column("brand_slug"), filters.brand_slug) },
    { key: "model_slug", value: column("model_slug"), match: textIn(column("model_slug"), filters.model_slug) },
    { key: "body_type", value: column("body_type"), match: textIn(column("body_type"), filters.body_type) },
    { key: "condition", value: column("condition"), match: textIn(column("condition"), conditionsOf(filters)) },
    { key: "color", value: sql`lower(l.color)`, match: textIn(column("color"), filters.color) },
    { key: "interior_color", value: column("interior_color"), match: textIn(column("interior_color"), filters.interior_color) },
    { key: "transmission", value: column("transmission"), match: textIn(column("transmission"), filters.transmission) },
    { key: "engine", value: column("engine"), match: textIn(column("engine"), filters.engine) },
    { key: "drivetrain", value: column("drivetrain"), match: textIn(column("drivetrain"), filters.drivetrain) },
    { key: "fuel", value: column("fuel"), match: textIn(column("fuel"), filters.fuel) },
    { key: "trim_family_name", value: column("trim_family_name"), match: textIn(column("trim_family_name"), filters.trim_family_name) },
    { key: "submodel_family_name", value: column("submodel_family_name"), match: textIn(column("submodel_family_name"), filters.submodel_family_name) },
    { key: "deal_value", value: column("deal_value"), match: deal ? sql`l.deal_value in (${sql.join(deal)})` : null },
  ];
}

function range(column: Sql, bounds: { min: number | undefined; max: number | undefined } | undefined): Sql[] {
  if (!bounds) return [];
  return [...(bounds.min === undefined ? [] : [sql`${column} >= ${bounds.min}`]), ...(bounds.max === undefined ? [] : [sql`${column} <= ${bounds.max}`])];
}

function fixedConditions(filters: ListingFilters, origin: SearchOrigin | null, now: Date): Sql[] {
  const conditions: Sql[] = [sql`not l.is_sold`];
  if (origin) conditions.push(sql`${distanceMetresSql(origin, "l")} <= ${origin.radiusMiles * METRES_PER_MILE}`);
  if (filters.brand_id !== undefined) conditions.push(sql`l.brand_id = ${filters.brand_id}`);
  if (filters.model_id !== undefined) conditions.push(sql`l.model_id = ${filters.model_id}`);
  if (filters.dealer_id !== undefined) conditions.push(sql`l.dealer_id = ${filters.dealer_id}`);
  conditions.push(...range(sql`coalesce(l.dealer_price, l.price)`, filters.dealer_price));
  conditions.push(...range(sql`l.mileage`, filters.mileage));
  conditions.push(...range(sql`l.fuel_economy`, filters.fuel_economy));
  if (filters.remove_vin_without_images) conditions.push(sql`l.image_count > 0`);
  if (filters.date_of_release_in_market !== undefined) {
    const since = new Date(now.getTime() - filters.date_of_release_in_market * 86_400_000);
    conditions.push(sql`l.date_of_release_in_market >= ${since.toISOString()}::timestamptz`);
  }
  if (filters.listed_after !== undefined) conditions.push(sql`l.date_of_release_in_market > ${filters.listed_after.toISOString()}::timestamptz`);
  if (filters.major_options && filters.major_options.length > 0) conditions.push(sql`l.major_options @> ${JSON.stringify(filters.major_options)}::jsonb`);
  for (const item of filters.vehicle_history ?? []) {
    if (item === "no-accidents") conditions.push(sql`l.has_accidents = false`);
    if (item === "one-owner") conditions.push(sql`l.owner_count = 1`);
    if (item === "clean-title") conditions.push(sql`l.theft_title = false`);
  }
  return conditions;
}

function orderBy(sort: SortOption): Sql {
  const orders: Record<SortOption, Sql> = {
    price_asc: sql`sort_price asc nulls last, vin`,
    price_desc: sql`sort_price desc nulls last, vin`,
    mileage_asc: sql`mileage asc nulls last, vin`,
    mileage_desc: sql`mileage desc nulls last, vin`,
    year_desc: sql`year desc, vin`,
    year_asc: sql`year asc, vin`,
    deal: sql`deal_rank asc, deal_difference desc nulls last, vin`,
    newest: sql`date_of_release_in_market desc, vin`,
    distance: sql`dist asc, vin`,
  };
  return orders[sort];
}

const and = (conditions: readonly Sql[]) => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));

/** The SQL search before ADR 258 (one statement, ADR 170), without ADR 206's halves: the box only ever prefiltered. */
async function referenceSearch(db: Db, filters: ListingFilters, origin: SearchOrigin | null, now: Date): Promise<ListingSearchResult> {
  const facets = facetsOf(filters);
  const sort = sortOf(filters, origin);
  const fixed = fixedConditions(filters, origin, now);
  const active = facets.filter((facet) => facet.match !== null);
  const matchColumn = (index: number) => sql.raw(`m${index}`);
  const valueColumn = (index: number) => sql.raw(`v${index}`);
  const allExcept = (skip: Facet | null) => and(active.filter((facet) => facet !== skip).map((facet) => matchColumn(facets.indexOf(facet))));
  const { page, pageSize } = pageOf(filters);
  const missingAtMostOne =
    active.length >= 2
      ? sql`where ${sql.join(
          active.map((facet) => sql`(not coalesce(${matchColumn(facets.indexOf(facet))}, false))::int`),
          sql` + `,
        )} <= 1`
      : sql``;
  const allGrouped = (1 << facets.length) - 1;
  const setMask = sql`grouping(${sql.join(facets.map((_, i) => valueColumn(i)))})`;
  const maskOf = (index: number) => allGrouped & ~(1 << (facets.length - 1 - index));
  const { rows } = await sql<{ set_mask: number; name: string | null; count: number | null; total: number | null; page_vins: string[] | null }>`
    with base as materialized (
      select l.vin, coalesce(l.dealer_price, l.price) as sort_price, l.mileage, l.year, l.deal_rank, l.deal_difference,
        l.date_of_release_in_market, ${origin ? distanceMetresSql(origin, "l") : sql`null::float8`} as dist,
        ${sql.join(facets.map((facet, i) => sql`${facet.value} as ${valueColumn(i)}`))}
        ${active.length > 0 ? sql`, ${sql.join(active.map((facet) => sql`(${facet.match}) as ${matchColumn(facets.indexOf(facet))}`))}` : sql``}
      from listings l
      where ${and(fixed)}
    )
    select ${setMask}::int as set_mask,
      case ${setMask} ${sql.join(
        facets.map((_, i) => sql`when ${sql.lit(maskOf(i))} then ${valueColumn(i)}`),
        sql` `,
      )} end as name,
      case ${setMask} ${sql.join(
        facets.map((facet, i) => sql`when ${sql.lit(maskOf(i))} then count(*) filter (where ${allExcept(facet)})`),
        sql` `,
      )} end::int as count,
      case when ${setMask} = ${sql.lit(allGrouped)} then count(*) filter (where ${allExcept(null)}) end::int as total,
      case when ${setMask} = ${sql.lit(allGrouped)}
        then array(select vin from base where ${allExcept(null)} order by ${orderBy(sort)} limit ${page * pageSize}) end as page_vins
    from base
    ${missingAtMostOne}
    group by grouping sets (${sql.join(facets.map((_, i) => sql`(${valueColumn(i)})`))}, ())
  `.execute(db);
  let count = 0;
  const candidates: string[] = [];
  const optionCounts = new Map(facets.map((facet) => [facet.key, new Map<string, number>()]));
  const facetKeyOfMask = new Map(facets.map((facet, i) => [maskOf(i), facet.key]));
  for (const row of rows) {
    const mask = Number(row.set_mask);
    if (mask === allGrouped) {
      count += Number(row.total);
      candidates.push(...(row.page_vins ?? []));
      continue;
    }
    const options = optionCounts.get(facetKeyOfMask.get(mask) ?? "");
    if (!options || row.name === null || row.name === "unknown") continue;
    options.set(row.name, (options.get(row.name) ?? 0) + Number(row.count));
  }
  const facetOptions = Object.fromEntries(
    [...optionCounts].map(([key, options]) => [
      key,
      sortFacetOptions(
        key,
        [...options].filter(([, n]) => n > 0).map(([name, n]) => ({ name, count: n })),
      ),
    ]),
  );
  return { count, vins: await pageCards(db, candidates, sort, origin, page, pageSize), facets: facetOptions, page, page_size: pageSize };
}

async function pageCards(db: Db, candidates: string[], sort: SortOption, origin: SearchOrigin | null, page: number, pageSize: number): Promise<ListingCard[]> {
  if (candidates.length === 0) return [];
  const { rows } = await sql<CardRow>`
    select * from (
      select ${CARD_COLUMNS}, ${origin ? distanceMetresSql(origin, "l") : sql`null::float8`} as dist, coalesce(l.dealer_price, l.price) as sort_price
      from listings l join dealers d on d.id = l.dealer_id
      where l.vin = any(${candidates}::text[])
    ) card
    order by ${orderBy(sort)}
    limit ${pageSize} offset ${(page - 1) * pageSize}
  `.execute(db);
  return rows.map(listingCard);
}

/** A search's answer, or the 400 it gives. */
async function outcome(search: () => Promise<ListingSearchResult>): Promise<ListingSearchResult | { refused: string }> {
  try {
    return await search();
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

/** Random §9 search inputs over the catalogue's own values, with case changes and values no car has. */
function searchInput(values: CatalogueValues): fc.Arbitrary<{ params: Record<string, string>; zip: string | null; radius: number }> {
  const cased = (value: string) => fc.constantFrom(value, value.toUpperCase(), value.toLowerCase());
  const list = (options: readonly string[]) =>
    fc
      .array(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...options).chain(cased) }, { weight: 1, arbitrary: fc.constantFrom("nothing", "Zzz") }), {
        minLength: 1,
        maxLength: 3,
      })
      .map((items) => items.join(","));
  const intRange = (low: number, high: number) =>
    fc.tuple(fc.option(fc.integer({ min: low, max: high })), fc.option(fc.integer({ min: low, max: high }))).map(([a, b]) => {
      const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
      return `${min ?? ""}-${max ?? ""}`;
    });
  const decimal = fc
    .oneof(
      fc.constantFrom(...ECONOMY_MARKS),
      fc.integer({ min: 150, max: 600 }).map((tenths) => tenths / 10),
    )
    .map((value) => value.toFixed(1));
  // Each filter in about one search of eighteen: one to three at once, as shoppers combine them.
  const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 17, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
  const filters = fc.record({
    year: optional(fc.subarray(values.years, { minLength: 1, maxLength: 3 }).map((years) => years.join(","))),
    brand_slug: optional(list(values.brandSlugs)),
    model_slug: optional(list(values.modelSlugs)),
    body_type: optional(list(values.bodyTypes)),
    condition: optional(fc.subarray(["new", "used", "certified"], { minLength: 1 }).map((items) => items.join(","))),
    is_new: optional(fc.constant("1")),
    isUsed: optional(fc.constant("1")),
    certified_car: optional(fc.constant("1")),
    color: optional(list(values.colors)),
    interior_color: optional(list(values.interiorColors)),
    transmission: optional(list(values.transmissions)),
    engine: optional(list(values.engines)),
    drivetrain: optional(list(values.drivetrains)),
    fuel: optional(list(values.fuels)),
    trim_family_name: optional(list(values.trimFamilies)),
    submodel_family_name: optional(list(values.submodelFamilies)),
    deal_value_order: optional(
      fc
        .subarray(["great-deal", "good-deal", "fair-deal", "Excellent Deal", "overpriced", "high-price", "steal"], { minLength: 1, maxLength: 3 })
        .map((items) => items.join(",")),
    ),
    dealer_price: optional(intRange(5_000, 60_000)),
    mileage: optional(intRange(0, 120_000)),
    fuel_economy: optional(
      fc
        .tuple(fc.option(decimal), fc.option(decimal))
        .map(([a, b]) => (a !== null && b !== null && Number(a) > Number(b) ? `${b}-${a}` : `${a ?? ""}-${b ?? ""}`)),
    ),
    remove_vin_without_images: optional(fc.constant("1")),
    date_of_release_in_market: optional(fc.integer({ min: 1, max: 200 }).map(String)),
    // #26.16: new matches since a visit, around the cars' listing times (TEST_NOW less up to 250 days).
    listed_after: optional(fc.integer({ min: -5, max: 400 }).map((days) => new Date(TEST_NOW.getTime() - days * 86_400_000 - 1234).toISOString())),
    major_options: optional(fc.subarray([...values.options, "Jet Pack"], { minLength: 1, maxLength: 2 }).map((items) => items.join(","))),
    vehicle_history: optional(fc.subarray(["no-accidents", "one-owner", "clean-title"], { minLength: 1 }).map((items) => items.join(","))),
    brand_id: optional(fc.constantFrom(...values.brandIds, 999_999).map(String)),
    model_id: optional(fc.constantFrom(...values.modelIds, 999_999).map(String)),
    dealer_id: optional(fc.constantFrom(...values.dealerIds).map(String)),
    sort: optional(fc.constantFrom("price_asc", "price_desc", "mileage_asc", "mileage_desc", "year_desc", "year_asc", "distance", "deal", "newest")),
    page: optional(fc.integer({ min: 1, max: 6 }).map(String)),
    page_size: optional(fc.integer({ min: 1, max: 50 }).map(String)),
  });
  return fc.record({
    params: filters.map((record) => Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== null))),
    zip: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...values.dealerZips) },
      { weight: 1, arbitrary: fc.constantFrom(...values.otherZips) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    // 1,200 cars spread over the country: most circles must be wide to hold some.
    radius: fc.oneof({ weight: 1, arbitrary: fc.integer({ min: 1, max: 500 }) }, { weight: 3, arbitrary: fc.constantFrom(250, 500) }),
  });
}

describe("the search index answers as the SQL search (ADR 258)", () => {
  const catalogue = useParityCatalogue();

  it("count, every facet's options and counts, and the page's cards in order, for random searches while the catalogue changes", async () => {
    const { t, index, values } = catalogue;
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(searchInput(values), fc.option(mutation(values), { freq: 2 }), async ({ params, zip, radius }, change) => {
        if (change) await mutateCatalogue(db, change);
        const filters = v.parse(listingFiltersSchema, params);
        const place = zip ? await db.selectFrom("zips").select(["latitude", "longitude"]).where("zip", "=", zip).executeTakeFirstOrThrow() : null;
        const origin = place ? { latitude: place.latitude, longitude: place.longitude, radiusMiles: radius } : null;
        const [fromIndex, fromSql] = [
          await outcome(() => searchListings({ index, readDb: db }, filters, origin, TEST_NOW)),
          await outcome(() => referenceSearch(db, filters, origin, TEST_NOW)),
        ];
        expect(fromIndex).toEqual(fromSql);
      }),
      { numRuns: 200 },
    );
  });
});
