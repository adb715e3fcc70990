// The API alone on a seeded database, for `pnpm --filter @carmarket/api dev`; shoppers reach it through apps/server.
import { buildApiServer } from "../app.js";
import { readConfig } from "../config.js";
import { startDatabase } from "./start-database.js";

const config = readConfig();
const database = await startDatabase(config);
const app = await buildApiServer({ database, config, logger: true });
await app.listen({ host: "127.0.0.1", port: Number(process.env.API_PORT ?? 3001) });
