// The production server, started by main.ts once the environment is settled.
import { readConfig, startDatabase } from "@carmarket/api";
import { readSheddingOptions } from "./load-shedding.js";
import { isLoopbackHost } from "./local-env.js";
import { buildServer } from "./server.js";
import { readTrustProxy } from "./trust-proxy.js";
import { loadWebApp } from "./web-app.js";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
// Server-side rendering calls the API over loopback on this same server.
process.env.API_ORIGIN ??= `http://127.0.0.1:${port}`;

const config = readConfig();
if (config.devRoutes) {
  // The dev routes hand every email (reset links included) and the dealers' inventories to whoever asks.
  if (!isLoopbackHost(host)) {
    console.error(`Refusing to start: DEV_ROUTES=1 exposes the dev mailbox and feed upload, and HOST=${host} is not loopback.`);
    process.exit(1);
  }
  console.warn("WARNING: DEV_ROUTES=1: /api/dev/mailbox and /api/dev/feeds are open on this loopback server. Never use this in production.");
}
const database = await startDatabase(config);
const apps = { mobile: await loadWebApp("mobile"), desktop: await loadWebApp("desktop") };
const server = await buildServer({ database, config, apps, logger: { level: process.env.LOG_LEVEL ?? "info" }, trustProxy: readTrustProxy(process.env.TRUST_PROXY), shedding: readSheddingOptions() });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await server.listen({ host, port });
const mail = config.smtpUrl ? "SMTP" : `${config.mailDir ?? "outbox table"} (read it with pnpm mailbox)`;
console.log(`CarMarket is ready at http://localhost:${port} (${process.env.NODE_ENV} mode, database: ${database.engine}, emails: ${mail})`);
