// pnpm --filter @carmarket/api explain-reads (BENCH_DATABASE_URL=postgres://… required; EXPLAIN_ZIP, 07083 by default)
// Prints EXPLAIN (ANALYZE, BUFFERS) of every statement the bench's calls run around one ZIP: the
// search at 25 and 100 miles with the bench's filters, vindata of a car there, and the zip lookup.
// The statements are the API's own (captured from Kysely's log), run once more under EXPLAIN. The
// search and the zip lookup count and pick their cars in the process's search index (ADR 258): their
// statements are the index's catch-up and the cards, and the time spent in the index is printed too.
import { Kysely, PostgresDialect, type CompiledQuery } from "kysely";
import pg from "pg";
import * as v from "valibot";
import type { Database } from "../src/db/schema.js";
import { listingFiltersSchema } from "@carmarket/contract";
import { ListingIndex } from "../src/search/listing-index/listing-index.js";
import { nearbyPicks } from "../src/search/listing-index/nearby-picks.js";
import { searchStore } from "../src/search/listing-index/store-search.js";
import { searchListings } from "../src/search/listing-search.js";
import { NEARBY_RADIUS_MILES, nearbyListings, pageScope } from "../src/search/nearby-carousels.js";
import { CAROUSEL_SIZE, similarVehicles, vehicleDetail } from "../src/search/vehicle-detail.js";
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

/** Median and slowest of `runs` timings of a synchronous call, in ms. */
function timed(runs: number, call: () => unknown): string {
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    call();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return `median ${times[Math.floor(runs / 2)]!.toFixed(2)} ms, slowest ${times[runs - 1]!.toFixed(2)} ms (${runs} runs)`;
}

const heapBefore = process.memoryUsage();
const building = performance.now();
const index = await ListingIndex.open(db);
const built = performance.now() - building;
global.gc?.();
const heapAfter = process.memoryUsage();
const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
console.log(
  `search index: ${index.size} cars in ${(built / 1000).toFixed(1)} s; heap ${megabytes(heapAfter.heapUsed - heapBefore.heapUsed)} + typed arrays ${megabytes(heapAfter.arrayBuffers - heapBefore.arrayBuffers)} more (run with --expose-gc for settled figures)`,
);

const origin = await requireZip(db, zip);
const store = await index.fresh();
for (const radius of [25, 100]) {
  const filters = v.parse(listingFiltersSchema, { zip, radius: String(radius), isUsed: "1", body_type: "suv", mileage: "0-80000", sort: "price_asc" });
  const around = { ...origin, radiusMiles: radius };
  console.log(
    `\n### search ${radius} mi around ${zip} in the index: ${searchStore(store, filters, around, new Date()).count} cars; ${timed(20, () => searchStore(store, filters, around, new Date()))}`,
  );
  await explain(`search ${radius} mi around ${zip}`, () => searchListings({ index, readDb: db }, filters, around));
}
const { vin } = await db
  .selectFrom("listings")
  .select("vin")
  .where("latitude", "=", origin.latitude)
  .where("longitude", "=", origin.longitude)
  .orderBy("vin")
  .limit(1)
  .executeTakeFirstOrThrow();
await explain(`vindata ${vin}`, () => Promise.all([vehicleDetail(db, vin), similarVehicles(db, vin, null)]));
console.log(`\n### zip lookup ${zip} in the index: ${timed(20, () => nearbyPicks(store, origin, pageScope(undefined), NEARBY_RADIUS_MILES, CAROUSEL_SIZE))}`);
await explain(`zip lookup ${zip}`, () => nearbyListings({ index, readDb: db }, origin, pageScope(undefined), zip));
await db.destroy();
