// The cluster start on Postgres (ADR 240): this primary prepares the database once, then runs one
// worker per core (each a whole serve.ts with its own pool), replaces a worker that dies and, on
// SIGTERM, drains them all. It serves no shopper itself; with METRICS_PORT it answers the scrapes.
import cluster, { type Worker } from "node:cluster";
import type { Server } from "node:http";
import { clusterMetricsSource, listenForMetrics, readConfig, readMetricsPort } from "@carmarket/api";
import { startDatabase } from "@carmarket/api/seed";
import { clusterSize, restartDelayMs, STABLE_WORKER_MS } from "./cluster-size.js";
import { readListenAddress, refuseDevRoutesOffLoopback, refuseImageFetchAllowOffLoopback } from "./local-env.js";
import { exitAfterDrain, readShutdownTimeoutMs } from "./shutdown.js";

const workers = clusterSize(process.env);
const { host, port } = readListenAddress();
const config = readConfig();
refuseDevRoutesOffLoopback(config.devRoutes, host);
refuseImageFetchAllowOffLoopback(config.imageFetchAllow, host);

// Migrate and seed once, before any worker opens its pool: workers never do either.
await (await startDatabase(config)).close();

const startedAt = new Map<Worker, number>();
const restarts = new Set<NodeJS.Timeout>();
let crashesInARow = 0;
let stopping = false;

function fork(): void {
  startedAt.set(cluster.fork(), Date.now());
}

cluster.on("exit", (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker) ?? 0);
  startedAt.delete(worker);
  if (stopping) return;
  // A worker that ran a while died of something passing; one that dies at once again is a crash loop.
  crashesInARow = lived >= STABLE_WORKER_MS ? 1 : crashesInARow + 1;
  const delay = restartDelayMs(crashesInARow);
  console.error(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another in ${delay} ms.`);
  const restart = setTimeout(() => {
    restarts.delete(restart);
    fork();
  }, delay);
  restarts.add(restart);
});

// Workers start one after another: each builds its search index before it listens (ADR 258), ~8 s of a core and as
// much of the database's at 1,000,000 listings. Started together on two cores they took 21 s each; one after
// another the first serves after ~8 s. A worker started later (a replacement) listens with the rest running.
let unstarted = workers;
const startNext = () => {
  if (unstarted-- > 0) fork();
};

let listening = 0;
cluster.on("listening", () => {
  startNext();
  if (++listening !== workers) return;
  console.log(`CarMarket is ready at http://localhost:${port} (${process.env.NODE_ENV} mode, database: postgres, ${workers} worker processes)`);
});

const metricsPort = readMetricsPort();
const metricsServer: Server | undefined = metricsPort === undefined ? undefined : await listenForMetrics(metricsPort, clusterMetricsSource());

exitAfterDrain(async () => {
  stopping = true;
  for (const restart of restarts) clearTimeout(restart);
  const running = [...startedAt.keys()];
  const exited = running.map((worker) => new Promise((resolve) => worker.once("exit", resolve)));
  // Each worker drains as a single process does: readiness 503, requests in flight finish, pool closed.
  for (const worker of running) worker.process.kill("SIGTERM");
  await Promise.all(exited);
  metricsServer?.close();
}, readShutdownTimeoutMs());

startNext();
