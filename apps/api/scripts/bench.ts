// pnpm --filter @carmarket/api bench
// Seeds BENCH_LISTINGS (default 100,000) cars into a temporary PGlite folder and, when Debian's
// postgresql binaries exist, into a throwaway Postgres; then times a bounded number of in-process
// requests per call and prints p50/p95 in milliseconds. Not part of `pnpm test`.
// BENCH_DATABASE_URL=postgres://… benches that database instead of a throwaway cluster.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApiServer } from "../src/app.js";
import { readConfig } from "../src/config.js";
import { openDatabase, type DatabaseHandle } from "../src/db/database.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { ensureSeeded } from "../src/seed/ensure-seeded.js";
import { Prng } from "../src/stable-random/prng.js";
import { startThrowawayPostgres } from "./bench-postgres.js";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const WARMUP = 5;
/** Comma list of engines to bench (pglite, postgres); both by default. */
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");

const data = (params: Record<string, string | number>) =>
  `data=${encodeURIComponent(new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString())}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function benchEngine(label: string, database: DatabaseHandle): Promise<void> {
  const seedStart = Date.now();
  await migrateToLatest(database.db);
  await ensureSeeded(database.db, { listings: LISTINGS, onProgress: () => {} });
  console.log(`\n${label}: seeded ${LISTINGS} listings in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  const app = await buildApiServer({ database, config: readConfig({}) });
  const prng = new Prng(7);
  // Busy ZIPs (dealer ZIPs) and random VINs, drawn the same way every run.
  const zips = (await database.db.selectFrom("dealers").select("zip").orderBy("id").execute()).map((row) => row.zip);
  const vins = (await database.db.selectFrom("listings").select("vin").orderBy("vin").limit(5000).execute()).map((row) => row.vin);
  const search = (radius: number) => () =>
    `/api/inventory/listingdata?${data({ zip: prng.pick(zips), radius, isUsed: 1, body_type: "suv", mileage: "0-80000", sort: "price_asc" })}`;
  const cases: [string, () => string][] = [
    ["search 25 mi, 3 filters, sort, facets", search(25)],
    ["search 100 mi, 3 filters, sort, facets", search(100)],
    ["vindata", () => `/api/inventory/vindata?${data({ vin: prng.pick(vins) })}`],
    ["zip lookup (7 carousels)", () => `/api/location/zip?${data({ zipcode: prng.pick(zips) })}`],
  ];
  for (const [name, url] of cases) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      const response = await app.inject({ method: "GET", url: url() });
      if (response.statusCode !== 200) throw new Error(`${name}: HTTP ${response.statusCode} ${response.body}`);
      if (i >= WARMUP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(9)} ${name.padEnd(42)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   (n=${REQUESTS})`,
    );
  }
  await app.close();
}

async function benchPglite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "carmarket-bench-pglite-"));
  try {
    const pglite = await openDatabase({ dataDir: dir });
    try {
      await benchEngine("PGlite", pglite);
    } finally {
      await pglite.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<void> {
  /** An existing Postgres database to bench instead of a throwaway cluster (seeded first if empty). */
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const postgres = databaseUrl ? { url: databaseUrl, stop() {} } : await startThrowawayPostgres();
  if (!postgres) {
    console.log("\nPostgres: skipped (no postgresql binaries on this machine)");
    return;
  }
  try {
    const handle = await openDatabase({ databaseUrl: postgres.url, dataDir: "" });
    try {
      await benchEngine("Postgres", handle);
    } finally {
      await handle.close();
    }
  } finally {
    postgres.stop();
  }
}

if (ENGINES.length > 1) {
  // One process per engine: PGlite's 100,000-car seed leaves a large heap behind, and collecting it
  // showed in the Postgres timings of the same process (p95 +15–40% against a Postgres-only run).
  for (const engine of ENGINES) {
    execFileSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit", env: { ...process.env, BENCH_ENGINES: engine } });
  }
} else if (ENGINES[0] === "pglite") await benchPglite();
else if (ENGINES[0] === "postgres") await benchPostgres();
else throw new Error(`BENCH_ENGINES: unknown engine ${ENGINES[0]} (pglite, postgres)`);
