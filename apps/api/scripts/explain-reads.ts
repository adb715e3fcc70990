// pnpm --filter @carmarket/api explain-reads (BENCH_DATABASE_URL=postgres://… required; EXPLAIN_ZIP, 07083 by default)
// Prints EXPLAIN (ANALYZE, BUFFERS) of every statement the bench's calls run around one ZIP: the
// search at 25 and 100 miles with the bench's filters, vindata of a car there, and the zip lookup.
// The statements are the API's own (captured from Kysely's log), run once more under EXPLAIN.
import { Kysely, PostgresDialect, type CompiledQuery } from "kysely";
import pg from "pg";
import * as v from "valibot";
import type { Database } from "../src/db/schema.js";
import { listingFiltersSchema } from "@carmarket/contract";
import { searchListings } from "../src/search/listing-search.js";
import { nearbyListings, pageScope } from "../src/search/nearby-carousels.js";
import { findListingRow, similarVehicles, vehicleDetail } from "../src/search/vehicle-detail.js";
import { requireZip } from "../src/search/zip-lookup.js";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL names the seeded database to explain against.");
const zip = process.env.EXPLAIN_ZIP ?? "07083";
const pool = new pg.Pool({ connectionString: url });
let captured: CompiledQuery[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === "query") captured.push(event.query);
  },
});

async function explain(title: string, call: () => Promise<unknown>): Promise<void> {
  captured = [];
  await call();
  for (const query of captured) {
    const { rows } = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]);
    console.log(`\n### ${title}\n${query.sql.replace(/\s+/g, " ").slice(0, 160)}…\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
  }
}

const origin = await requireZip(db, zip);
for (const radius of [25, 100]) {
  const filters = v.parse(listingFiltersSchema, { zip, radius: String(radius), isUsed: "1", body_type: "suv", mileage: "0-80000", sort: "price_asc" });
  await explain(`search ${radius} mi around ${zip}`, () => searchListings(db, filters, { ...origin, radiusMiles: radius }));
}
const { vin } = await db.selectFrom("listings").select("vin").where("latitude", "=", origin.latitude).where("longitude", "=", origin.longitude).orderBy("vin").limit(1).executeTakeFirstOrThrow();
await explain(`vindata ${vin}`, async () => {
  const row = await findListingRow(db, vin);
  await Promise.all([vehicleDetail(db, vin, row), similarVehicles(db, vin, null, row)]);
});
await explain(`zip lookup ${zip}`, () => nearbyListings(db, origin, pageScope(undefined), zip));
await db.destroy();
