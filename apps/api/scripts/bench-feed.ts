// pnpm --filter @carmarket/api bench:feed [feed.csv]
// Issue #23's target: a 1,000-car dealer feed imports in ≤ 10 s with every VIN checked against NHTSA's vPIC
// (ADR 277). Without a file it writes one: 1,000 real VINs, the catalogue's vPIC stems in turn (every line and model
// year, ADR 272), each with a serial of its own. On a fresh embedded database with a seeded catalogue whose stored
// VIN patterns are then dropped (the worst case: a first feed of a dealer of everything, no pattern known), it
// times the cold decode of the feed's VINs, the first import (patterns decoded in this process, none stored yet)
// and the same feed again (the daily push: every pattern read from vin_patterns). Not part of `pnpm test`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { configurationsOf, vinOf } from "../src/catalogue/catalogue.js";
import { MODEL_LINES } from "../src/catalogue/model-lines.js";
import { openDatabase } from "../src/db/database.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { importFeed } from "../src/feeds/import-feed.js";
import { seedCatalog } from "../src/seed/seed-catalog.js";
import { decodeVins } from "../src/vin-decoding/decode-vins.js";
import { sharedVinDecoder, vinPatternKey } from "../src/vin-decoding/vin-decoder.js";

const CARS = Number(process.env.BENCH_FEED_CARS ?? 1000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Writes a feed of `CARS` real VINs: every configuration of the catalogue in turn, serials from 900,000. */
function generate(file: string): void {
  const configurations = MODEL_LINES.flatMap((line) => configurationsOf(line));
  const rows = Array.from({ length: CARS }, (_, index) => {
    const car = configurations[index % configurations.length]!;
    return [
      vinOf(car, 900_000 + index),
      car.facts.make,
      car.line.name,
      car.year,
      `${8_000 + ((index * 7_919) % 72_000)} USD`,
      `${(index * 4_391) % 90_000} miles`,
    ].join(",");
  });
  writeFileSync(file, ["vin,make,model,year,price,mileage", ...rows].join("\n"));
}

const file = process.argv[2] ?? join(tmpdir(), `carmarket-bench-feed-stems-${CARS}.csv`);
if (!existsSync(file)) generate(file);
const csv = readFileSync(file, "utf8");
const vins = csv
  .split("\n")
  .slice(1)
  .map((line) => line.split(",")[0] ?? "");
const patterns = new Set(vins.map(vinPatternKey));
const makerYears = new Set(vins.map((vin) => `${vin.slice(0, 3)}${vin[9]}`));
console.log(`${vins.length} cars, ${patterns.size} VIN patterns, ${makerYears.size} maker-years (WMI and model year)`);

const database = await openDatabase({ dataDir: "memory://" });
await migrateToLatest(database.db);
await database.db.transaction().execute((trx) => seedCatalog(trx, { listings: 1000, seed: 23 }));
// The seed stores every stem's decode; a dealer's first feed of cars nobody listed finds none of them.
await database.db.deleteFrom("vin_patterns").execute();
await sharedVinDecoder();
const dealer = await database.db.selectFrom("dealers").select("id").orderBy("id").executeTakeFirstOrThrow();

let start = performance.now();
const decodes = await decodeVins(database.db, vins);
console.log(
  `cold decode of the feed's VINs (nothing stored, decoder just opened): ${seconds(performance.now() - start)} (${decodes.fresh.length} patterns decoded)`,
);
start = performance.now();
const first = await importFeed(database.db, { csv, dealerId: dealer.id, allowMassSold: true });
const firstMs = performance.now() - start;
console.log(
  `first import (decodes cached in this process, none stored): ${seconds(firstMs)}: ${first.inserted} new, ${first.rejected.length} refused, ${first.linesAdded.length} model lines added, ${first.vinFills.length} cars filled`,
);
start = performance.now();
const again = await importFeed(database.db, { csv, dealerId: dealer.id });
console.log(`the same feed again (every pattern read from vin_patterns): ${seconds(performance.now() - start)}: ${again.updated} updated`);
const reasons = new Map<string, number>();
for (const row of first.rejected)
  reasons.set(row.vinRefusal ?? row.reason.replace(/'.*$/, ""), (reasons.get(row.vinRefusal ?? row.reason.replace(/'.*$/, "")) ?? 0) + 1);
if (reasons.size > 0) console.log(`refusals: ${[...reasons].map(([reason, n]) => `${reason} ${n}`).join(", ")}`);
await database.close();
