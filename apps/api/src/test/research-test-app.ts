import type { DatabaseHandle } from "../db/database.js";
import { startTestApi as startApi, type TestApi } from "./test-api.js";

/** Origin the test API writes into feeds and sitemaps. */
export const TEST_ORIGIN = "https://cars.example.test";

/** A fresh database and API for one research test file; `fill` writes the rows the file needs. */
export function startTestApi(fill: (database: DatabaseHandle) => Promise<void>): Promise<TestApi> {
  return startApi(fill, { PUBLIC_ORIGIN: TEST_ORIGIN });
}
