import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { isValidVin } from "@carmarket/validation";
import { BRANDS } from "@carmarket/routes";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { MODEL_CATALOG } from "./catalog/model-catalog.js";
import { ensureSeeded } from "./ensure-seeded.js";

const NOW = new Date("2024-06-01T12:00:00Z");

describe("catalogue seed", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureSeeded(database.db, { listings: 300, seed: 7, now: NOW, onProgress: () => {} });
  });
  afterAll(() => database.close());

  it("§3 seeds every brand of BRANDS with hyphenated slugs and real models", async () => {
    const brands = await database.db.selectFrom("brands").selectAll().orderBy("slug").execute();
    expect(brands.map((b) => b.slug)).toEqual(BRANDS.map((b) => b.slug));
    expect(brands.find((b) => b.slug === "geo")).toMatchObject({ is_new: false, is_used: false });
    const camry = await database.db.selectFrom("models").selectAll().where("slug", "=", "camry").executeTakeFirstOrThrow();
    expect(camry).toMatchObject({ body_type: "sedan", url: "/toyota/camry" });
  });

  it("generates VINs with the brand's WMI and a valid ISO 3779 check digit", async () => {
    const listings = await database.db.selectFrom("listings").select(["vin", "brand_slug", "year"]).execute();
    expect(listings).toHaveLength(300);
    for (const listing of listings) {
      expect(isValidVin(listing.vin)).toBe(true);
      expect(listing.vin.slice(0, 3)).toBe(MODEL_CATALOG[listing.brand_slug]?.wmi);
      expect(listing.year).toBeGreaterThanOrEqual(2015);
      expect(listing.year).toBeLessThanOrEqual(2025);
    }
  });

  it("§3 price history ends at the current price; previous_price is the entry before it", async () => {
    const listing = await database.db.selectFrom("listings").selectAll().where("previous_price", "is not", null).executeTakeFirstOrThrow();
    const history = await database.db.selectFrom("price_history").selectAll().where("vin", "=", listing.vin).orderBy("timestamp", "desc").execute();
    expect(history[0]?.price).toBe(listing.price);
    expect(history[1]?.price).toBe(listing.previous_price);
    expect(Number(history[0]!.timestamp)).toBeLessThan(NOW.getTime() / 1000 + 1);
  });

  it("every listing states its trim's engine and economy from the model's spec sheet (issue #15)", async () => {
    const listings = await database.db
      .selectFrom("listings")
      .select(["brand_name", "model_name", "submodel_family_name", "trim_name", "engine", "fuel", "fuel_economy"])
      .execute();
    const seen = new Map<string, string>();
    for (const listing of listings) {
      const key = `${listing.brand_name} ${listing.submodel_family_name} ${listing.trim_name}`;
      const stated = `${listing.engine} ${listing.fuel} ${listing.fuel_economy}`;
      expect(seen.get(key) ?? stated, key).toBe(stated);
      seen.set(key, stated);
      if (/ (Hybrid|Prime|Recharge|PHEV)$/.test(listing.submodel_family_name ?? "")) expect(listing.fuel, key).toBe("Hybrid");
    }
    // Rival models do not all share one engine.
    expect(new Set(listings.map((listing) => listing.engine)).size).toBeGreaterThan(30);
  });

  it("places dealers at real ZIPs with §3 contact and timing maps and ratings from reviews", async () => {
    const dealer = await database.db.selectFrom("dealers").selectAll().where("rating_count", ">", 0).executeTakeFirstOrThrow();
    const zip = await database.db.selectFrom("zips").selectAll().where("zip", "=", dealer.zip).executeTakeFirstOrThrow();
    expect([dealer.latitude, dealer.longitude, dealer.city]).toEqual([zip.latitude, zip.longitude, zip.city]);
    expect(Object.keys(dealer.timing)).toContain("Sunday");
    expect(dealer.contact.Sales).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(dealer.rating).toBeGreaterThanOrEqual(1);
    expect(dealer.rating).toBeLessThanOrEqual(5);
  });

  it("ends with every listings index the migrations define, built after the load (ADR 249)", async () => {
    const indexes = (db: DatabaseHandle) =>
      sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'listings' order by indexname`.execute(db.db);
    const migrated = await createTestDatabase();
    try {
      expect((await indexes(database)).rows).toEqual((await indexes(migrated)).rows);
    } finally {
      await migrated.close();
    }
  });

  it("is deterministic and seeds only an empty database", async () => {
    const other = await createTestDatabase();
    try {
      await ensureSeeded(other.db, { listings: 300, seed: 7, now: NOW, onProgress: () => {} });
      const vins = (db: DatabaseHandle) => db.db.selectFrom("listings").select("vin").orderBy("vin").execute();
      expect(await vins(other)).toEqual(await vins(database));
      expect(await ensureSeeded(other.db, { listings: 300, onProgress: () => {} })).toBe(false);
    } finally {
      await other.close();
    }
  });
});
