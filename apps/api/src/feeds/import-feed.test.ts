import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { seedCatalog } from "../seed/seed-catalog.js";
import { Prng } from "../seed/prng.js";
import { buildVin } from "../seed/vin.js";
import { subscribePriceDrop } from "../alerts/price-drop.js";
import { FeedError, importFeed } from "./import-feed.js";
import { parseFeedMileage, parseFeedPrice } from "./feed-row.js";

const HEADER = "vin,id,store_code,dealership_name,price,vehicle_msrp,condition,certified_pre_owned,make,model,trim,year,mileage,exterior_color,interior_color,body_style,engine,image_link,additional_image_link";
const row = (vin: string, price: string, extra: Partial<Record<"make" | "model" | "year", string>> = {}) =>
  [vin, `item-${vin.slice(-4)}`, "S1", "Test Motors", `"${price}"`, "", "used", "FALSE", extra.make ?? "Toyota", extra.model ?? "Camry", "LE", extra.year ?? "2021", '"52,777 miles"', "Blue", "Black", "Sedan", "2.5L I4", "", ""].join(",");

describe("dealer feed import", () => {
  let database: DatabaseHandle;
  let dealerId: number;
  let keptVin: string;
  const prng = new Prng(99);
  const fresh = [buildVin("4T1", 2021, 900001, prng), buildVin("4T1", 2021, 900002, prng)];
  const badCheck = `${fresh[0]!.slice(0, 8)}${fresh[0]![8] === "1" ? "2" : "1"}${fresh[0]!.slice(9)}`;
  const historyCount = async (vin: string) =>
    Number((await database.db.selectFrom("price_history").select((eb) => eb.fn.countAll<number>().as("n")).where("vin", "=", vin).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.transaction().execute((trx) => seedCatalog(trx, { listings: 120, seed: 5, now: new Date("2024-06-01T00:00:00Z") }));
    const listing = await database.db.selectFrom("listings").select(["vin", "dealer_id"]).where("brand_slug", "=", "toyota").orderBy("vin").executeTakeFirstOrThrow();
    dealerId = listing.dealer_id;
    keptVin = listing.vin;
  });
  afterAll(() => database.close());

  const csv = (priceOfFirst: string) =>
    [HEADER, row(fresh[0]!, priceOfFirst), row(fresh[1]!, "21,000 USD"), row(keptVin, "19,999.00 USD", { model: "Camry" }), row(badCheck, "1 USD"), row(buildVin("XTA", 2021, 900005, prng), "1 USD", { make: "Yugo" }), row(buildVin("4T1", 2021, 900003, prng), "cheap")].join("\n");

  it("parses Google feed money and mileage", () => {
    expect(parseFeedPrice("10,499.00 USD")).toBe(10499);
    expect(parseFeedPrice("")).toBeNull();
    expect(parseFeedPrice("ten dollars")).toBeNaN();
    expect(parseFeedMileage("52,777 miles")).toBe(52777);
  });

  it("upserts by VIN, reports rejected rows with reasons and marks cars that left the feed as sold", async () => {
    const before = await database.db.selectFrom("listings").select("vin").where("dealer_id", "=", dealerId).where("is_sold", "=", false).execute();
    const report = await importFeed(database.db, { csv: csv("20,000.00 USD"), dealerId, now: new Date("2024-06-02T00:00:00Z") });
    expect(report).toMatchObject({ rows: 6, inserted: 2, updated: 1, markedSold: before.length - 1 });
    expect(report.rejected.map((r) => [r.line, r.reason])).toEqual([
      [5, "bad VIN check digit"],
      [6, "unknown make 'Yugo'"],
      [7, "bad price 'cheap'"],
    ]);
    const inserted = await database.db.selectFrom("listings").selectAll().where("vin", "=", fresh[0]!).executeTakeFirstOrThrow();
    expect(inserted).toMatchObject({ price: 20000, mileage: 52777, dealer_id: dealerId, is_sold: false, brand_slug: "toyota", model_slug: "camry" });
    expect(inserted.last_seen_in_feed.toISOString()).toBe("2024-06-02T00:00:00.000Z");
    expect(await historyCount(fresh[0]!)).toBe(1);
  });

  it("the same file twice with one price changed gives exactly one new price-history entry and one price-drop email per subscriber", async () => {
    await subscribePriceDrop(database.db, "ann@example.com", fresh[0]!);
    await subscribePriceDrop(database.db, "bob@example.com", fresh[0]!);
    await subscribePriceDrop(database.db, "cy@example.com", fresh[1]!);
    const countsBefore = await Promise.all(fresh.map(historyCount));
    const report = await importFeed(database.db, { csv: csv("19,500.00 USD"), dealerId, now: new Date("2024-06-03T00:00:00Z") });
    expect(report).toMatchObject({ inserted: 0, updated: 3, priceChanges: 1, priceDrops: 1, markedSold: 0 });
    expect(await historyCount(fresh[0]!)).toBe(countsBefore[0]! + 1);
    expect(await historyCount(fresh[1]!)).toBe(countsBefore[1]);
    const car = await database.db.selectFrom("listings").select(["price", "previous_price"]).where("vin", "=", fresh[0]!).executeTakeFirstOrThrow();
    expect(car).toEqual({ price: 19500, previous_price: 20000 });
    const alerts = await database.db.selectFrom("outbox").select(["to_address", "subject"]).where("kind", "=", "price_drop").orderBy("id").execute();
    expect(alerts.map((email) => email.to_address)).toEqual(["ann@example.com", "bob@example.com"]);
    expect(alerts[0]!.subject).toContain("$19,500");
  });

  it("never half-applies a file: unknown dealer and unreadable CSV change nothing", async () => {
    const total = async () => Number((await database.db.selectFrom("listings").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const before = await total();
    const another = buildVin("4T1", 2021, 900004, prng);
    await expect(importFeed(database.db, { csv: [HEADER, row(another, "1,000 USD")].join("\n"), dealerId: 999999 })).rejects.toThrow(FeedError);
    await expect(importFeed(database.db, { csv: `${HEADER}\n"${another},unclosed`, dealerId })).rejects.toThrow("Unreadable CSV");
    expect(await total()).toBe(before);
  });
});
