// `pnpm start`: the whole product on one port. Loopback only unless HOST says otherwise.
import { readConfig, startDatabase } from "@carmarket/api";
import { buildServer } from "./server.js";
import { readTrustProxy } from "./trust-proxy.js";
import { loadWebApp } from "./web-app.js";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
// Server-side rendering calls the API over loopback on this same server.
process.env.API_ORIGIN ??= `http://127.0.0.1:${port}`;

const config = readConfig();
const database = await startDatabase(config);
const apps = { mobile: await loadWebApp("mobile"), desktop: await loadWebApp("desktop") };
const server = await buildServer({ database, config, apps, logger: { level: process.env.LOG_LEVEL ?? "info" }, trustProxy: readTrustProxy(process.env.TRUST_PROXY) });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await server.listen({ host, port });
console.log(`CarMarket is ready at http://localhost:${port} (database: ${database.engine})`);
