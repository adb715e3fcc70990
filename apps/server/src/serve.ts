// The production server, started by main.ts once the environment is settled: the whole process, or
// one worker of the cluster start (cluster-primary.ts), which then finds the database prepared.
import cluster from "node:cluster";
import type { Server } from "node:http";
import { connectDatabase, createMetrics, listenForMetrics, readConfig, readMetricsPort, shareMetricsWithPrimary } from "@carmarket/api";
import { startDatabase } from "@carmarket/api/seed";
import { readSheddingOptions } from "./load-shedding.js";
import { readListenAddress, refuseDevRoutesOffLoopback, refuseImageFetchAllowOffLoopback } from "./local-env.js";
import { buildServer } from "./server.js";
import { exitAfterDrain, readShutdownTimeoutMs } from "./shutdown.js";
import { readTrustProxy } from "./trust-proxy.js";
import { loadWebApp } from "./web-app.js";

const { host, port } = readListenAddress();

const config = readConfig();
refuseDevRoutesOffLoopback(config.devRoutes, host);
refuseImageFetchAllowOffLoopback(config.imageFetchAllow, host);
// The primary migrated and seeded once before forking; a worker only opens its pool.
const database = cluster.isWorker ? await connectDatabase(config) : await startDatabase(config);
const metricsPort = readMetricsPort();
const metrics = metricsPort === undefined ? undefined : createMetrics(database);
const apps = { mobile: await loadWebApp("mobile"), desktop: await loadWebApp("desktop") };
const logger = { level: process.env.LOG_LEVEL ?? "info" };
const server = await buildServer({
  database,
  config,
  apps,
  logger,
  trustProxy: readTrustProxy(process.env.TRUST_PROXY),
  shedding: readSheddingOptions(),
  metrics,
});

let metricsServer: Server | undefined;
if (metrics && cluster.isWorker) shareMetricsWithPrimary(metrics);
else if (metrics && metricsPort !== undefined) metricsServer = await listenForMetrics(metricsPort, metrics.registry);

// close(): readiness answers 503 at once, no new connections, the requests in flight finish, then the
// background loops stop after their current item (ADR 240).
exitAfterDrain(async () => {
  await server.close();
  metricsServer?.close();
  await database.close();
}, readShutdownTimeoutMs());

await server.listen({ host, port });
if (!cluster.isWorker) {
  const mail = config.smtpUrl ? "SMTP" : `${config.mailDir ?? "outbox table"} (read it with pnpm mailbox)`;
  const scrape = metricsPort === undefined ? "" : `, metrics: http://127.0.0.1:${metricsPort}/metrics`;
  console.log(`CarMarket is ready at http://localhost:${port} (${process.env.NODE_ENV} mode, database: ${database.engine}, emails: ${mail}${scrape})`);
}
