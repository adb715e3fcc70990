#!/usr/bin/env node
// Benchmark, not a test: concurrent shoppers on the production start. For each engine it starts
// `node apps/server/dist/main.js` on a throwaway database (PGlite in a temporary folder, as `pnpm start`
// has it, or a throwaway Postgres cluster), loads each target at each connection count with autocannon
// in a child process, and prints req/s, latency percentiles, non-2xx answers and the server's CPU per
// request.
// Options (environment): BENCH_ENGINES, BENCH_TARGETS, BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_AGENT,
// BENCH_PORT, SEED_LISTINGS, BENCH_PROFILE=1 (CPU profiles of the server), BENCH_PHOTOS and BENCH_PHOTO_CARS (measure
// while a feed's photos are processed, issue #24); see docs/performance.md.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { readOptions, TARGETS, USER_AGENTS } from "./bench-options.mjs";
import { coresBusy, cpuPerRequest, formatTable, searchRatios } from "./load-stats.mjs";
import { summarizeProfile, formatProfileSummary } from "./profile-summary.mjs";
import { pushPhotoFeeds, startPhotoSource, storedPhotos } from "./photo-feeds.mjs";
import { processTreeCpuMs, startPostgres, startServer } from "./servers.mjs";

const options = readOptions(process.env);
const RUNNER = fileURLToPath(new URL("./run-autocannon.mjs", import.meta.url));
/** Everything to stop on the way out, newest first. */
const cleanups = [];

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const rows = [];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
console.error(
  `bench:load ${options.engines.join("+")}, ${options.targets.join(", ")} at ${options.connections.join(" and ")} connections, ${options.seconds} s each, ${options.seedListings} listings; load average ${load()}`,
);
try {
  for (const engine of options.engines) rows.push(...(await benchEngine(engine)));
} finally {
  await cleanUp();
}
console.log(`\nLoad average at the end: ${load()} (figures on a shared machine are noisy)\n`);
console.log(formatTable(rows));
for (const { engine, connections, ratio, cpuRatio } of searchRatios(rows)) {
  console.log(
    `search page ÷ search API, ${engine}, ${connections} connections: req/s ${ratio.toFixed(2)} (issue #29: ≥ 0.5 at 50 connections on PGlite), by CPU per request ${cpuRatio.toFixed(2)}`,
  );
}

async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
}

/** Starts the engine's server (and cluster), runs every target at every connection count, stops them. */
async function benchEngine(engine) {
  const profileDir = options.profile ? mkdtempSync(join(tmpdir(), `carmarket-load-profile-${engine}-`)) : undefined;
  const ownCleanups = cleanups.length;
  const results = [];
  try {
    let cluster = null;
    if (engine === "postgres") {
      cluster = await startPostgres();
      if (!cluster) {
        console.error("postgres skipped: no postgresql binaries on this machine");
        return [];
      }
      cleanups.push(cluster.stop);
    }
    const dataDir = engine === "pglite" ? mkdtempSync(join(tmpdir(), "carmarket-load-pglite-")) : undefined;
    if (dataDir) cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const photos = options.photos > 0 ? await startPhotoRun() : undefined;
    const database = { engine, port: options.ports[engine], seedListings: options.seedListings, dataDir, databaseUrl: cluster?.url, env: photos?.env };
    const started = Date.now();
    if (profileDir) {
      // The seed runs in the server's first start: seed without the profiler, so the profile holds only the load.
      const seeder = await startServer(database);
      await seeder.stop();
    }
    const server = await startServer({ ...database, profileDir });
    cleanups.push(server.stop);
    console.error(`${engine}: server up in ${Math.round((Date.now() - started) / 1000)} s (pid ${server.pid})`);
    const paths = await resolvePaths(server.origin);
    if (photos) {
      const queued = await pushPhotoFeeds(server.origin, { cars: options.photoCars, photos: options.photos, hostPort: photos.source.hostPort });
      console.error(`${engine}: ${queued.cars} cars' feeds pushed, ${queued.photos} photos queued; stored so far ${storedPhotos(photos.mediaDir)}`);
    }
    for (const target of options.targets) {
      await warmUp(`${server.origin}${paths[target]}`);
      for (const connections of options.connections) {
        const stored = photos && storedPhotos(photos.mediaDir);
        const row = await measure({
          engine,
          target,
          connections,
          url: `${server.origin}${paths[target]}`,
          serverPid: server.pid,
          cluster,
          busy: Boolean(photos),
        });
        console.error(formatTable([row]).split("\n")[2]);
        if (photos) console.error(`  photos stored during this run: ${storedPhotos(photos.mediaDir) - stored} (${storedPhotos(photos.mediaDir)} in all)`);
        results.push(row);
      }
    }
  } finally {
    // The server first (it writes its CPU profile on the way out), then the cluster under it.
    while (cleanups.length > ownCleanups) await cleanups.pop()();
  }
  for (const file of profileDir ? readdirSync(profileDir) : []) {
    console.log(`\nCPU profile of the ${engine} server: ${join(profileDir, file)}\n`);
    console.log(formatProfileSummary(summarizeProfile(JSON.parse(readFileSync(join(profileDir, file), "utf8")))));
  }
  return results;
}

/** The photo run's source, media folder and the server settings that reach them (loopback only). */
async function startPhotoRun() {
  const source = await startPhotoSource();
  cleanups.push(source.close);
  const mediaDir = mkdtempSync(join(tmpdir(), "carmarket-load-media-"));
  cleanups.push(() => rmSync(mediaDir, { recursive: true, force: true }));
  return { source, mediaDir, env: { DEV_ROUTES: "1", IMAGE_FETCH_ALLOW: source.hostPort, MEDIA_DIR: mediaDir } };
}

/**
 * One autocannon run; CPU is read again once the server has finished what was in flight. While photos are
 * processed (`busy`) the server never idles, and its CPU per request counts the photo pipeline's too.
 */
async function measure({ engine, target, connections, url, serverPid, cluster, busy }) {
  // The server's tree: on Postgres the start is a primary with one worker per core (ADR 240).
  const before = { server: processTreeCpuMs(serverPid), db: cluster?.cpuMs() };
  const args = JSON.stringify({ url, connections, seconds: options.seconds, userAgents: target === "api" ? [USER_AGENTS.desktop] : options.userAgents });
  const { stdout } = await promisify(execFile)(process.execPath, [RUNNER, args], { maxBuffer: 16 * 1024 * 1024 });
  const run = JSON.parse(stdout);
  if (!busy) await waitForIdle(() => processTreeCpuMs(serverPid) + (cluster?.cpuMs() ?? 0));
  const after = { server: processTreeCpuMs(serverPid), db: cluster?.cpuMs() };
  const serverCpuMs = cpuPerRequest(before.server, after.server, run.sent);
  const dbCpuMs = cluster ? cpuPerRequest(before.db, after.db, run.sent) : undefined;
  const cores = coresBusy(after.server - before.server + (cluster ? after.db - before.db : 0), options.seconds);
  return { engine, target, connections, ...run, serverCpuMs, dbCpuMs, cores };
}

/** Waits until the processes use under 5% of a core over half a second (at most two minutes). */
async function waitForIdle(cpuMs) {
  const deadline = Date.now() + 120_000;
  let last = cpuMs();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMs();
    if (now - last < 25) return;
    last = now;
  }
}

/** A few requests per agent first, so the first run does not measure JIT compilation and cold caches. */
async function warmUp(url) {
  for (const agent of options.userAgents) {
    for (let i = 0; i < 3; i++) await (await fetch(url, { headers: { "user-agent": agent } })).arrayBuffer();
  }
}

/** The fixed targets, plus a real car and a real article picked from the API. */
async function resolvePaths(origin) {
  const json = async (path) => {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
  const search = await json(TARGETS.api);
  const news = await json("/api/news");
  const car = search.vins?.[0]?.url;
  const slug = news.news?.[0]?.title_slug;
  if (!car || !slug) throw new Error("The seeded database has no car near 10001 or no article.");
  return { ...TARGETS, vehicle: car, article: `/news/${slug}` };
}
