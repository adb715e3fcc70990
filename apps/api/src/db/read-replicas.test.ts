import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApiServer } from "../app.js";
import { readConfig } from "../config.js";
import { RECENT_WRITE_COOKIE } from "../http/read-your-writes.js";
import { data, TEST_NOW } from "../test/catalog-test-app.js";
import { seedCatalog } from "../seed/seed-catalog.js";
import { createTestDatabase } from "../test/test-database.js";
import { openDatabase, type DatabaseHandle, type Db } from "./database.js";
import { replicaFailure } from "./read-replicas.js";

/** The URL of the throwaway database `db` lives in, on the TEST_DATABASE_URL server. */
async function urlOf(db: Db): Promise<string> {
  const { name } = (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]!;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A search anyone may run (no zip, so it counts every listing). */
const SEARCH = `/api/inventory/listingdata?${data({ page_size: 1 })}`;

// Postgres only (the second pass): PGlite has no replicas. The streaming replica itself, its lag and its stop
// mid-load are exercised by the scale-out test (tooling/scale-out); here a second, empty database stands in
// for the replica, so the answer shows which database served each read (ADR 243).
describe.runIf(process.env.TEST_DATABASE_URL)("read replicas", () => {
  let primary: DatabaseHandle;
  let standIn: DatabaseHandle;
  let primaryUrl: string;
  let standInUrl: string;
  let listings: number;
  /** A car's page: 200 from the primary, 404 from the empty stand-in, so the answer says which database served it. */
  let carPage: string;
  beforeAll(async () => {
    primary = await createTestDatabase();
    await primary.db.transaction().execute((trx) => seedCatalog(trx, { listings: 120, seed: 42, now: TEST_NOW }));
    listings = Number(
      (
        await primary.db
          .selectFrom("listings")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("is_sold", "=", false)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const { vin } = await primary.db.selectFrom("listings").select("vin").where("is_sold", "=", false).orderBy("vin").executeTakeFirstOrThrow();
    carPage = `/api/inventory/vindata?${data({ vin })}`;
    standIn = await createTestDatabase();
    [primaryUrl, standInUrl] = [await urlOf(primary.db), await urlOf(standIn.db)];
  }, 120_000);
  afterAll(async () => {
    await standIn?.close();
    await primary?.close();
  });

  async function apiOn(replicaUrls: string[]) {
    const database = await openDatabase({ databaseUrl: primaryUrl, dataDir: "", replicaUrls });
    const app = await buildApiServer({ database, config: readConfig({}) });
    return { app, database, close: () => app.close().then(() => database.close()) };
  }

  it("answers heavy reads from the replica, and a shopper who just wrote from the primary", async () => {
    const api = await apiOn([standInUrl]);
    try {
      expect(listings).toBeGreaterThan(0);
      expect((await api.app.inject(carPage)).statusCode).toBe(404);
      const vin = (await primary.db.selectFrom("listings").select("vin").where("is_sold", "=", false).executeTakeFirstOrThrow()).vin;
      const saved = await api.app.inject({ method: "POST", url: "/api/save_cookie_data", payload: { type: "vin", data: vin } });
      expect(saved.statusCode).toBe(200);
      const cookie = saved.cookies.find((c) => c.name === RECENT_WRITE_COOKIE);
      expect(cookie).toMatchObject({ value: "1", httpOnly: true, maxAge: 10, path: "/" });
      const next = await api.app.inject({ url: carPage, cookies: { [RECENT_WRITE_COOKIE]: cookie!.value } });
      expect(next.statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });

  it("counts a search in the search index, which follows the primary, and takes from the primary the cards a replica lacks (ADR 258)", async () => {
    const api = await apiOn([standInUrl]);
    try {
      const answer = (await api.app.inject(SEARCH)).json();
      expect(answer.count).toBe(listings);
      expect(answer.vins).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it("pins nothing after a read or a refused write", async () => {
    const api = await apiOn([standInUrl]);
    try {
      expect((await api.app.inject(SEARCH)).cookies.map((c) => c.name)).not.toContain(RECENT_WRITE_COOKIE);
      const refused = await api.app.inject({ method: "POST", url: "/api/save_cookie_data", payload: { type: "vin", data: "not-a-vin" } });
      expect(refused.statusCode).toBe(400);
      expect(refused.cookies.map((c) => c.name)).not.toContain(RECENT_WRITE_COOKIE);
    } finally {
      await api.close();
    }
  });

  it("reads from the primary, with no error, when the replica cannot be reached", async () => {
    const closed = new URL(primaryUrl);
    closed.port = "1";
    const api = await apiOn([closed.toString()]);
    try {
      expect((await api.app.inject(carPage)).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });

  it("moves reads to the primary when the replica goes away while in use", async () => {
    const doomed = await createTestDatabase();
    const api = await apiOn([await urlOf(doomed.db)]);
    try {
      expect((await api.app.inject(carPage)).statusCode).toBe(404);
      await doomed.close(); // drops the database with (force): its connections end, new ones are refused
      const answers = await Promise.all([...Array.from({ length: 4 }, () => api.app.inject(carPage)), api.app.inject(SEARCH)]);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      expect(answers.at(-1)!.json().count).toBe(listings);
    } finally {
      await api.close();
    }
  });

  it("retries on the primary only what a replica cannot answer, not the statement's own errors", () => {
    const serverError = (code: string) => Object.assign(new pg.DatabaseError("x", 0, "error"), { code });
    expect(replicaFailure(new Error("Connection terminated unexpectedly"))).toBe("unreachable");
    expect(replicaFailure(serverError("57P01"))).toBe("unreachable");
    expect(replicaFailure(serverError("08006"))).toBe("unreachable");
    expect(replicaFailure(serverError("40001"))).toBe("conflict");
    expect(replicaFailure(serverError("42P01"))).toBeUndefined();
  });
});
