import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../app.js";
import { readConfig } from "../config.js";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "./test-database.js";

export interface TestApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A fresh database and API for one test file; `fill` writes the rows the file needs, `env` sets the config. */
export async function startTestApi(fill: (database: DatabaseHandle) => Promise<void>, env: NodeJS.ProcessEnv = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  await fill(database);
  const app = await buildApiServer({ database, config: readConfig(env) });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
