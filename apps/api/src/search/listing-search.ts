import { sql, type RawBuilder } from "kysely";
import { DEAL_FLAGS, DEAL_LABELS } from "@carmarket/pricing";
import type { Db } from "../db/database.js";
import { BadRequestError } from "../http/errors.js";
import { CARD_COLUMNS, type CardRow } from "./listing-columns.js";
import { DEFAULT_PAGE_SIZE, type FacetOption, type ListingData, type ListingFilters, type SortOption } from "@carmarket/contract";
import { listingCard, type ListingCard } from "./listing-card.js";
import { distanceMetresSql, earthBoxHalves, METRES_PER_MILE } from "./geo.js";

/** Where distances are measured from and how far the search reaches. */
export interface SearchOrigin {
  latitude: number;
  longitude: number;
  radiusMiles: number;
}

/** A search's answer but its title. */
export type ListingSearchResult = Omit<ListingData, "title">;

type Sql = RawBuilder<unknown>;

/** Facet filters: several values of one filter widen the search (OR); different filters narrow it (AND). */
interface Facet {
  key: string;
  /** Expression of the facet value (text). */
  value: Sql;
  /** The condition a car meets for the current selection, or null when nothing is selected. */
  match: Sql | null;
}

const lowerIn = (column: Sql, values: readonly string[]) => sql`lower(${column}) in (${sql.join(values.map((value) => value.toLowerCase()))})`;
const textIn = (column: Sql, values: readonly string[] | undefined) => (values && values.length > 0 ? lowerIn(column, values) : null);

/** Deal filter values may be §9 labels ('Good Deal') or flag classes ('good-deal'). */
function dealLabels(values: readonly string[]): string[] {
  const wanted = new Set(values.map((value) => value.toLowerCase().replace(/\s+/g, "-")));
  return DEAL_LABELS.filter((label) => wanted.has(DEAL_FLAGS[label]));
}

function conditionsOf(filters: ListingFilters): string[] | undefined {
  const chosen = new Set(filters.condition ?? []);
  if (filters.is_new) chosen.add("new");
  if (filters.isUsed) chosen.add("used");
  if (filters.certified_car) chosen.add("certified");
  return chosen.size > 0 ? [...chosen] : undefined;
}

function facetsOf(filters: ListingFilters): Facet[] {
  const column = (name: string) => sql.raw(`l.${name}`);
  const deal = filters.deal_value_order ? dealLabels(filters.deal_value_order) : undefined;
  if (filters.deal_value_order && deal?.length === 0) {
    throw new BadRequestError(`deal_value_order must be among ${Object.values(DEAL_FLAGS).join(", ")}.`);
  }
  return [
    { key: "year", value: sql`l.year::text`, match: filters.year ? sql`l.year in (${sql.join(filters.year)})` : null },
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

const distanceFrom = (origin: SearchOrigin) => distanceMetresSql(origin, "l");

function range(column: Sql, bounds: { min: number | undefined; max: number | undefined } | undefined): Sql[] {
  if (!bounds) return [];
  return [
    ...(bounds.min === undefined ? [] : [sql`${column} >= ${bounds.min}`]),
    ...(bounds.max === undefined ? [] : [sql`${column} <= ${bounds.max}`]),
  ];
}

/** Conditions every result and every facet count obeys (not facets: ranges, distance, dealer, history). */
function fixedConditions(filters: ListingFilters, origin: SearchOrigin | null, now: Date): Sql[] {
  const conditions: Sql[] = [sql`not l.is_sold`];
  // The GiST box around the origin is each part's condition (searchParts); the exact distance trims its corners (ADR 030).
  if (origin) conditions.push(sql`${distanceFrom(origin)} <= ${origin.radiusMiles * METRES_PER_MILE}`);
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
  if (filters.major_options && filters.major_options.length > 0) {
    conditions.push(sql`l.major_options @> ${JSON.stringify(filters.major_options)}::jsonb`);
  }
  for (const item of filters.vehicle_history ?? []) {
    if (item === "no-accidents") conditions.push(sql`l.has_accidents = false`);
    if (item === "one-owner") conditions.push(sql`l.owner_count = 1`);
    if (item === "clean-title") conditions.push(sql`l.theft_title = false`);
  }
  return conditions;
}

/** ORDER BY over the sort keys, by their names in the `base` CTE and in pageCards. */
function orderBy(sort: SortOption, origin: SearchOrigin | null): Sql {
  switch (sort) {
    case "price_asc":
      return sql`sort_price asc nulls last, vin`;
    case "price_desc":
      return sql`sort_price desc nulls last, vin`;
    case "mileage_asc":
      return sql`mileage asc nulls last, vin`;
    case "mileage_desc":
      return sql`mileage desc nulls last, vin`;
    case "year_desc":
      return sql`year desc, vin`;
    case "year_asc":
      return sql`year asc, vin`;
    case "deal":
      return sql`deal_rank asc, deal_difference desc nulls last, vin`;
    case "newest":
      return sql`date_of_release_in_market desc, vin`;
    case "distance":
      if (!origin) throw new BadRequestError("sort=distance needs a zip.");
      return sql`dist asc, vin`;
  }
}

const and = (conditions: readonly Sql[]) => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));

/** §9 ordering of filter options: years descending, everything else alphabetical. */
export function sortFacetOptions(key: string, options: FacetOption[]): FacetOption[] {
  return key === "year"
    ? options.sort((a, b) => Number(b.name) - Number(a.name))
    : options.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The disjoint parts a search runs as, side by side: around a ZIP, the south and north halves of the
 * GiST box, each scanning half of its cars (ADR 206); without a place, all cars at once.
 */
function searchParts(origin: SearchOrigin | null): Sql[] {
  return origin ? earthBoxHalves(origin, origin.radiusMiles * METRES_PER_MILE, "l") : [sql`true`];
}

/**
 * The search behind GET /inventory/listingdata, in ONE pass over the cars of each part (searchParts)
 * that pass the fixed conditions (ranges, distance, dealer, history): a materialized CTE holds them
 * once with one text column per facet, one boolean per active facet selection and the sort keys.
 * Facet counts come from GROUPING SETS with one filtered count per facet (a facet's own selection is
 * left out of its counts, so picking "red" still shows how many blue cars there are, ADR 031); the
 * part's candidates for the page are the ordered head of the same CTE (ADR 170). The parts' counts
 * add up; their candidates are ordered once more while their card columns are read (pageCards).
 */
export async function searchListings(
  db: Db,
  filters: ListingFilters,
  origin: SearchOrigin | null,
  now: Date = new Date(),
): Promise<ListingSearchResult> {
  const facets = facetsOf(filters);
  const fixed = fixedConditions(filters, origin, now);
  const active = facets.filter((facet) => facet.match !== null);
  const matchColumn = (index: number) => sql.raw(`m${index}`);
  const valueColumn = (index: number) => sql.raw(`v${index}`);
  const allExcept = (skip: Facet | null) => and(active.filter((facet) => facet !== skip).map((facet) => matchColumn(facets.indexOf(facet))));
  const pageSize = filters.page_size ?? DEFAULT_PAGE_SIZE;
  const page = filters.page ?? filters.pagination ?? 1;
  const sort = filters.sort ?? (origin ? "distance" : "newest");

  // A car that misses two or more selections counts toward no facet: leave it out of the hashing.
  const missingAtMostOne =
    active.length >= 2 ? sql`where ${sql.join(active.map((facet) => sql`(not coalesce(${matchColumn(facets.indexOf(facet))}, false))::int`), sql` + `)} <= 1` : sql``;
  const allGrouped = (1 << facets.length) - 1;
  const setMask = sql`grouping(${sql.join(facets.map((_, i) => valueColumn(i)))})`;
  // In the grouping set of facet i, bit (K-1-i) of the mask is 0.
  const maskOf = (index: number) => allGrouped & ~(1 << (facets.length - 1 - index));
  // Each row names its facet's option and count in two columns (not one value and one count column per
  // facet): a wide search answers ~800 rows a half, and reading 30 mostly-null columns each cost the API ~2 ms.
  const partStatement = (part: Sql) => sql<{ set_mask: number; name: string | null; count: number | null; total: number | null; page_vins: string[] | null }>`
    with base as materialized (
      select l.vin, coalesce(l.dealer_price, l.price) as sort_price, l.mileage, l.year, l.deal_rank, l.deal_difference,
        l.date_of_release_in_market, ${origin ? distanceFrom(origin) : sql`null::float8`} as dist,
        ${sql.join(facets.map((facet, i) => sql`${facet.value} as ${valueColumn(i)}`))}
        ${active.length > 0 ? sql`, ${sql.join(active.map((facet) => sql`(${facet.match}) as ${matchColumn(facets.indexOf(facet))}`))}` : sql``}
      from listings l
      where ${and([...fixed, part])}
    )
    select ${setMask}::int as set_mask,
      case ${setMask} ${sql.join(facets.map((_, i) => sql`when ${sql.lit(maskOf(i))} then ${valueColumn(i)}`), sql` `)} end as name,
      case ${setMask} ${sql.join(facets.map((facet, i) => sql`when ${sql.lit(maskOf(i))} then count(*) filter (where ${allExcept(facet)})`), sql` `)} end::int as count,
      case when ${setMask} = ${sql.lit(allGrouped)} then count(*) filter (where ${allExcept(null)}) end::int as total,
      case when ${setMask} = ${sql.lit(allGrouped)}
        then array(select vin from base where ${allExcept(null)} order by ${orderBy(sort, origin)}
          limit ${page * pageSize}) end as page_vins
    from base
    ${missingAtMostOne}
    group by grouping sets (${sql.join(facets.map((_, i) => sql`(${valueColumn(i)})`))}, ())
  `.execute(db);
  // On Postgres each part takes its own pool connection, so the parts run on separate cores.
  const parts = await Promise.all(searchParts(origin).map(partStatement));

  let count = 0;
  const candidates: string[] = [];
  // facet key → option name → cars, summed over the parts
  const optionCounts = new Map(facets.map((facet) => [facet.key, new Map<string, number>()]));
  const facetKeyOfMask = new Map(facets.map((facet, i) => [maskOf(i), facet.key]));
  for (const row of parts.flatMap((part) => part.rows)) {
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
        [...options].filter(([, optionCount]) => optionCount > 0).map(([name, optionCount]) => ({ name, count: optionCount })),
      ),
    ]),
  );
  return { count, vins: await pageCards(db, candidates, sort, origin, page, pageSize), facets: facetOptions, page, page_size: pageSize };
}

/**
 * The page's cards among the parts' candidates (each part's head up to the page's end), in the
 * search's order, with their dealer: the sort keys are the card's own columns plus `sort_price` and `dist`.
 */
async function pageCards(db: Db, candidates: string[], sort: SortOption, origin: SearchOrigin | null, page: number, pageSize: number): Promise<ListingCard[]> {
  if (candidates.length === 0) return [];
  const { rows } = await sql<CardRow>`
    select * from (
      select ${CARD_COLUMNS}, ${origin ? distanceFrom(origin) : sql`null::float8`} as dist, coalesce(l.dealer_price, l.price) as sort_price
      from listings l join dealers d on d.id = l.dealer_id
      where l.vin = any(${candidates}::text[])
    ) card
    order by ${orderBy(sort, origin)}
    limit ${pageSize} offset ${(page - 1) * pageSize}
  `.execute(db);
  return rows.map(listingCard);
}
