import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { isValidVin } from "@carmarket/validation";
import { BRANDS } from "@carmarket/routes";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { findLine, trimsOfYear } from "../catalogue/catalogue.js";
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

  it("#23.3 builds VINs from the catalogue's vPIC stems, with a valid check digit and the model-year character", async () => {
    const listings = await database.db.selectFrom("listings").select(["vin", "brand_slug", "model_slug", "year"]).execute();
    expect(listings).toHaveLength(300);
    for (const listing of listings) {
      expect(isValidVin(listing.vin)).toBe(true);
      expect(listing.vin.charAt(9)).toBe("ABCDEFGHJKLMNPRSTVWXY"[listing.year - 2010]);
      expect(listing.year).toBeGreaterThanOrEqual(2018);
      expect(listing.year).toBeLessThanOrEqual(2025);
    }
  });

  it("#23.3 stores vPIC's decode of every stem and each line's vPIC names (migrations 0020, 0021)", async () => {
    const vin = (await database.db.selectFrom("listings").select("vin").executeTakeFirstOrThrow()).vin;
    const pattern = await database.db
      .selectFrom("vin_patterns")
      .select("facts")
      .where("pattern_key", "=", `${vin.slice(0, 8)}${vin.slice(9, 11)}`)
      .executeTakeFirst();
    expect(pattern?.facts.modelYear).toBe(
      Number((await database.db.selectFrom("listings").select("year").where("vin", "=", vin).executeTakeFirstOrThrow()).year),
    );
    const silverado = await database.db.selectFrom("models").select("vpic_names").where("slug", "=", "silverado-1500").executeTakeFirstOrThrow();
    expect(silverado.vpic_names).toEqual(["Silverado"]);
  });

  it("§3 price history ends at the current price; previous_price is the entry before it", async () => {
    const listing = await database.db.selectFrom("listings").selectAll().where("previous_price", "is not", null).executeTakeFirstOrThrow();
    const history = await database.db.selectFrom("price_history").selectAll().where("vin", "=", listing.vin).orderBy("timestamp", "desc").execute();
    expect(history[0]?.price).toBe(listing.price);
    expect(history[1]?.price).toBe(listing.previous_price);
    expect(Number(history[0]!.timestamp)).toBeLessThan(NOW.getTime() / 1000 + 1);
  });

  it("#23.3 every listing states a trim of its model year, an engine and drive that trim is sold with, and the trim's equipment", async () => {
    const listings = await database.db
      .selectFrom("listings")
      .select(["brand_slug", "model_slug", "year", "trim_name", "engine", "drivetrain", "transmission", "major_options", "body_type"])
      .execute();
    for (const listing of listings) {
      const line = findLine(listing.brand_slug, listing.model_slug)!;
      const trim = trimsOfYear(line, listing.year).find((each) => each.name === listing.trim_name);
      expect(trim, `${listing.year} ${line.name} ${listing.trim_name}`).toBeDefined();
      const generation = line.generations.find((g) => g.years[0] <= listing.year && listing.year <= g.years[1])!;
      expect(generation.drives).toContain(listing.drivetrain);
      expect(generation.engines.map((engine) => engine.transmission)).toContain(listing.transmission);
      if (generation.seats < 7) expect(listing.major_options).not.toContain("Third Row Seating");
    }
    // Rival models do not share one engine (issue #15).
    expect(new Set(listings.map((listing) => listing.engine)).size).toBeGreaterThan(20);
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
