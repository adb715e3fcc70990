// What the search index's parity tests draw from (ADR 258): the test catalogue's own values, and random
// changes to it of every kind a feed, a sale or a shopper makes, so each search also checks the catch-up.
import { sql } from "kysely";
import * as fc from "fast-check";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "../db/database.js";
import { createCatalogTestApp, type CatalogTestApp } from "./catalog-test-app.js";
import { ListingIndex } from "../search/listing-index/listing-index.js";

/** Distinct values of the test catalogue that searches select and changes write. */
export interface CatalogueValues {
  years: string[];
  brandSlugs: string[];
  modelSlugs: string[];
  bodyTypes: string[];
  colors: string[];
  interiorColors: string[];
  transmissions: string[];
  engines: string[];
  drivetrains: string[];
  fuels: string[];
  trimFamilies: string[];
  submodelFamilies: string[];
  options: string[];
  brandIds: number[];
  modelIds: number[];
  dealerIds: number[];
  /** ZIPs of dealers with cars (busy places). */
  dealerZips: string[];
  /** Other ZIPs, mostly far from any car. */
  otherZips: string[];
  vins: string[];
}

/** Reads the values once, after the catalogue is seeded. */
async function catalogueValues(db: Db): Promise<CatalogueValues> {
  const distinct = async (column: string) =>
    (
      await sql<{ value: string }>`select distinct ${sql.ref(column)}::text as value from listings where ${sql.ref(column)} is not null order by 1`.execute(db)
    ).rows.map((row) => row.value);
  const numbers = async (query: ReturnType<typeof sql<{ value: number }>>) => (await query.execute(db)).rows.map((row) => Number(row.value));
  return {
    years: await distinct("year"),
    brandSlugs: await distinct("brand_slug"),
    modelSlugs: await distinct("model_slug"),
    bodyTypes: await distinct("body_type"),
    colors: [...(await distinct("color")), "écru", "İvory", "ivory"],
    interiorColors: await distinct("interior_color"),
    transmissions: await distinct("transmission"),
    engines: await distinct("engine"),
    drivetrains: await distinct("drivetrain"),
    fuels: await distinct("fuel"),
    trimFamilies: await distinct("trim_family_name"),
    submodelFamilies: await distinct("submodel_family_name"),
    options: (await sql<{ value: string }>`select distinct jsonb_array_elements_text(major_options) as value from listings order by 1`.execute(db)).rows.map(
      (row) => row.value,
    ),
    brandIds: await numbers(sql<{ value: number }>`select distinct brand_id as value from listings order by 1`),
    modelIds: await numbers(sql<{ value: number }>`select distinct model_id as value from listings order by 1`),
    dealerIds: await numbers(sql<{ value: number }>`select id as value from dealers order by 1`),
    dealerZips: (await sql<{ zip: string }>`select distinct d.zip from dealers d join listings l on l.dealer_id = d.id order by 1`.execute(db)).rows.map(
      (row) => row.zip,
    ),
    otherZips: (await sql<{ zip: string }>`select zip from zips order by md5(zip) limit 20`.execute(db)).rows.map((row) => row.zip),
    vins: (await sql<{ vin: string }>`select vin from listings order by vin`.execute(db)).rows.map((row) => row.vin),
  };
}

/** Fuel economies that changes write and ranges bound on, so a bound meets a car's real value exactly (float4 against the bound). */
export const ECONOMY_MARKS = [24.1, 27.3, 31.7, 35.9];

/** One change to one listing. */
export type CatalogueChange =
  | { kind: "price"; vin: string; price: number | null; dealerPrice: number | null }
  | { kind: "earlier price"; vin: string; previousPrice: number | null; msrp: number | null }
  | { kind: "mileage"; vin: string; mileage: number | null }
  | { kind: "economy"; vin: string; economy: number | null }
  | { kind: "color"; vin: string; color: string }
  | { kind: "trim"; vin: string; family: string | null }
  | { kind: "options"; vin: string; options: string[] }
  | { kind: "history"; vin: string; accidents: boolean | null; owners: number | null; theft: boolean | null }
  | { kind: "listed"; vin: string; daysAgo: number }
  | { kind: "saves"; vin: string; saves: number }
  | { kind: "sold"; vin: string; sold: boolean }
  | { kind: "move"; vin: string; dealerId: number }
  | { kind: "copy"; vin: string; newVin: string; dealerId: number };

/** Random changes over the catalogue's cars: prices, fields, odd-cased and non-ASCII colours, sales, moves and new cars. */
export function mutation(values: CatalogueValues): fc.Arbitrary<CatalogueChange> {
  const vin = fc.constantFrom(...values.vins);
  const dealerId = fc.constantFrom(...values.dealerIds);
  const nullableInt = (min: number, max: number) => fc.option(fc.integer({ min, max }), { freq: 5 });
  return fc.oneof(
    fc.record({ kind: fc.constant("price" as const), vin, price: nullableInt(3_000, 90_000), dealerPrice: nullableInt(3_000, 90_000) }),
    fc.record({ kind: fc.constant("earlier price" as const), vin, previousPrice: nullableInt(3_000, 90_000), msrp: nullableInt(3_000, 90_000) }),
    fc.record({ kind: fc.constant("mileage" as const), vin, mileage: nullableInt(0, 150_000) }),
    fc.record({
      kind: fc.constant("economy" as const),
      vin,
      economy: fc.option(
        fc.oneof(
          fc.constantFrom(...ECONOMY_MARKS),
          fc.integer({ min: 150, max: 600 }).map((tenths) => tenths / 10),
        ),
        { freq: 5 },
      ),
    }),
    fc.record({ kind: fc.constant("color" as const), vin, color: fc.constantFrom("White", "WHITE", "white", "ÉCRU", "écru", "İvory", "UNKNOWN", "Unknown") }),
    fc.record({ kind: fc.constant("trim" as const), vin, family: fc.option(fc.constantFrom(...values.trimFamilies.slice(0, 5), "le", "Sport"), { freq: 5 }) }),
    fc.record({ kind: fc.constant("options" as const), vin, options: fc.subarray(values.options, { maxLength: 6 }) }),
    fc.record({
      kind: fc.constant("history" as const),
      vin,
      accidents: fc.option(fc.boolean()),
      owners: fc.option(fc.integer({ min: 1, max: 3 })),
      theft: fc.option(fc.boolean()),
    }),
    fc.record({ kind: fc.constant("listed" as const), vin, daysAgo: fc.integer({ min: 0, max: 250 }) }),
    fc.record({ kind: fc.constant("saves" as const), vin, saves: fc.integer({ min: 0, max: 400 }) }),
    fc.record({ kind: fc.constant("sold" as const), vin, sold: fc.boolean() }),
    fc.record({ kind: fc.constant("move" as const), vin, dealerId }),
    fc.record({
      kind: fc.constant("copy" as const),
      vin,
      newVin: fc.integer({ min: 0, max: 999_999_999 }).map((n) => `COPY${String(n).padStart(13, "0")}`),
      dealerId,
    }),
  );
}

/** Writes one change as the database's own statements would (the listings trigger notes each). */
export async function mutateCatalogue(db: Db, change: CatalogueChange): Promise<void> {
  const update = (assignments: ReturnType<typeof sql>) => sql`update listings set ${assignments} where vin = ${change.vin}`.execute(db);
  switch (change.kind) {
    case "price":
      await update(sql`price = ${change.price}, dealer_price = ${change.dealerPrice}`);
      return;
    case "earlier price":
      await update(sql`previous_price = ${change.previousPrice}, msrp = ${change.msrp}`);
      return;
    case "mileage":
      await update(sql`mileage = ${change.mileage}`);
      return;
    case "economy":
      await update(sql`fuel_economy = ${change.economy}`);
      return;
    case "color":
      await update(sql`color = ${change.color}`);
      return;
    case "trim":
      await update(sql`trim_family_name = ${change.family}, trim_name = ${change.family}`);
      return;
    case "options":
      await update(sql`major_options = ${JSON.stringify(change.options)}::jsonb`);
      return;
    case "history":
      await update(sql`has_accidents = ${change.accidents}, owner_count = ${change.owners}, theft_title = ${change.theft}`);
      return;
    case "listed":
      await update(
        sql`date_of_release_in_market = ${new Date(Date.UTC(2024, 5, 1, 12) - change.daysAgo * 86_400_000 - 1234).toISOString()}::timestamptz + interval '0.000321 seconds'`,
      );
      return;
    case "saves":
      await update(sql`save_car_count = ${change.saves}`);
      return;
    case "sold":
      await update(sql`is_sold = ${change.sold}`);
      return;
    case "move":
      await sql`update listings l set dealer_id = d.id, latitude = d.latitude, longitude = d.longitude from dealers d where d.id = ${change.dealerId} and l.vin = ${change.vin}`.execute(
        db,
      );
      return;
    case "copy": {
      const { rows } = await sql<{ name: string }>`
        select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = 'listings' and column_name not in ('vin', 'changed_xid', 'dealer_id', 'latitude', 'longitude')
        order by ordinal_position`.execute(db);
      const columns = sql.join(rows.map((row) => sql.ref(row.name)));
      await sql`
        insert into listings (vin, dealer_id, latitude, longitude, ${columns})
        select ${change.newVin}, d.id, d.latitude, d.longitude, ${sql.join(rows.map((row) => sql.ref(`l.${row.name}`)))}
        from listings l, dealers d where l.vin = ${change.vin} and d.id = ${change.dealerId}
        on conflict (vin) do nothing`.execute(db);
      return;
    }
  }
}

/** What a parity test file works on, filled before its tests run. */
export interface ParityCatalogue {
  t: CatalogTestApp;
  index: ListingIndex;
  values: CatalogueValues;
}

/**
 * The parity tests' catalogue for the calling file: 1,200 cars over the country, its search index and the values
 * random input draws from, opened before the file's tests and closed after them.
 */
export function useParityCatalogue(): Readonly<ParityCatalogue> {
  const catalogue = {} as ParityCatalogue;
  beforeAll(async () => {
    catalogue.t = await createCatalogTestApp(1200);
    catalogue.index = await ListingIndex.open(catalogue.t.database.db);
    catalogue.values = await catalogueValues(catalogue.t.database.db);
  });
  afterAll(() => catalogue.t.close());
  return catalogue;
}
