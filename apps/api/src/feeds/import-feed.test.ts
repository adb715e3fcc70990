import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { seedCatalog } from "../seed/seed-catalog.js";
import { subscribePriceDrop } from "../alerts/price-drop.js";
import { FEED_MESSAGES, FeedError, importFeed, MASS_SOLD_MIN_CARS } from "./import-feed.js";
import { parseFeedMileage, parseFeedPrice } from "./feed-row.js";
import { dealersWithRealStock, feedCsv, inventoryOf, realVin, stockOf, type FeedCar } from "../test/feed-test-kit.js";

describe("dealer feed import", () => {
  let database: DatabaseHandle;
  /** Dealers with enough cars for the mass-sold guard to matter, each used by one test. */
  let dealers: number[];
  let dealerId: number;
  let stock: FeedCar[];
  const fresh = [realVin("camry2021", 900001), realVin("camry2021", 900002)];
  const badCheck = `${fresh[0]!.slice(0, 8)}${fresh[0]![8] === "1" ? "2" : "1"}${fresh[0]!.slice(9)}`;
  const camry = (vin: string, price: string, extra: Partial<FeedCar> = {}): FeedCar => ({ vin, make: "Toyota", model: "Camry", year: 2021, price, ...extra });
  const historyCount = async (vin: string) =>
    Number(
      (
        await database.db
          .selectFrom("price_history")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("vin", "=", vin)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const total = async () =>
    Number(
      (
        await database.db
          .selectFrom("listings")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.transaction().execute((trx) => seedCatalog(trx, { listings: 240, seed: 5, now: new Date("2024-06-01T00:00:00Z") }));
    dealers = await dealersWithRealStock(database.db, 5, 24, 990_000);
    dealerId = dealers[0]!;
    stock = await stockOf(database.db, dealerId);
  });
  afterAll(() => database.close());

  // The dealer's stock without its first two cars, two new cars, and four bad rows.
  const csv = (priceOfFirst: string) =>
    feedCsv([
      camry(fresh[0]!, priceOfFirst, { storeCode: dealerId }),
      camry(fresh[1]!, "21,000 USD"),
      ...stock.slice(2),
      camry(badCheck, "1 USD"),
      camry(realVin("camry2021", 900005), "1 USD", { make: "Yugo" }),
      camry(realVin("camry2021", 900003), "cheap"),
      { ...stock[1]!, price: "free" },
    ]);

  it("parses Google feed money and mileage", () => {
    expect(parseFeedPrice("10,499.00 USD")).toBe(10499);
    expect(parseFeedPrice("")).toBeNull();
    expect(parseFeedPrice("ten dollars")).toBeNaN();
    expect(parseFeedMileage("52,777 miles")).toBe(52777);
  });

  it("upserts by VIN, reports rejected rows with reasons, and marks sold only the cars the file does not mention", async () => {
    const report = await importFeed(database.db, { csv: csv("20,000.00 USD"), dealerId, now: new Date("2024-06-02T00:00:00Z") });
    expect(report).toMatchObject({ rows: stock.length + 4, inserted: 2, updated: stock.length - 2, markedSold: 1 });
    const firstBadLine = stock.length + 2;
    expect(report.rejected.map((r) => [r.line, r.reason])).toEqual([
      [firstBadLine, expect.stringMatching(/^VIN not decodable by NHTSA's vPIC \(check-digit\): The check digit \(position 9\)/)],
      [firstBadLine + 1, "unknown make 'Yugo'"],
      [firstBadLine + 2, "bad price 'cheap'"],
      [firstBadLine + 3, "bad price 'free'"],
    ]);
    // The first car left the feed; the second's row was refused, which does not make it sold.
    expect((await inventoryOf(database.db, dealerId)).sold).toEqual([stock[0]!.vin]);
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
    expect(report).toMatchObject({ inserted: 0, updated: stock.length, priceChanges: 1, priceDrops: 1, markedSold: 0 });
    expect(await historyCount(fresh[0]!)).toBe(countsBefore[0]! + 1);
    expect(await historyCount(fresh[1]!)).toBe(countsBefore[1]);
    const car = await database.db.selectFrom("listings").select(["price", "previous_price"]).where("vin", "=", fresh[0]!).executeTakeFirstOrThrow();
    expect(car).toEqual({ price: 19500, previous_price: 20000 });
    const alerts = await database.db.selectFrom("outbox").select(["to_address", "subject"]).where("kind", "=", "price_drop").orderBy("id").execute();
    expect(alerts.map((email) => email.to_address)).toEqual(["ann@example.com", "bob@example.com"]);
    expect(alerts[0]!.subject).toContain("$19,500");
  });

  it("a feed holding two dealers' cars: the other dealer's rows are refused with line and reason, and only the feed's dealer has cars sold", async () => {
    const [mine, theirs] = [dealers[1]!, dealers[2]!];
    const [myStock, theirStock] = [await stockOf(database.db, mine), await stockOf(database.db, theirs)];
    const theirsBefore = await inventoryOf(database.db, theirs);
    const cars = [...myStock.slice(1).map((car) => ({ ...car, storeCode: mine })), ...theirStock.map((car) => ({ ...car, storeCode: theirs }))];
    const report = await importFeed(database.db, { csv: feedCsv(cars), dealerId: mine });
    expect(report.markedSold).toBe(1);
    expect((await inventoryOf(database.db, mine)).sold).toEqual([myStock[0]!.vin]);
    expect(report.rejected).toEqual(
      theirStock.map((car, index) => ({ line: myStock.length + 1 + index, vin: car.vin, reason: `store_code '${theirs}' is not this feed's dealer ${mine}` })),
    );
    expect(await inventoryOf(database.db, theirs)).toEqual(theirsBefore);
  });

  it("a car another dealer has for sale is refused, not moved into this dealer's stock", async () => {
    const [mine, theirs] = [dealers[1]!, dealers[2]!];
    const theirCar = (await stockOf(database.db, theirs))[0]!;
    const report = await importFeed(database.db, { csv: feedCsv([...(await stockOf(database.db, mine)), theirCar]), dealerId: mine });
    expect(report.rejected.map((r) => [r.vin, r.reason])).toEqual([[theirCar.vin, "VIN is for sale at another dealer"]]);
    expect((await database.db.selectFrom("listings").select("dealer_id").where("vin", "=", theirCar.vin).executeTakeFirstOrThrow()).dealer_id).toBe(theirs);
  });

  it("a feed with no valid row (a lone header, or only other dealers' rows) is refused and sells nothing", async () => {
    const target = dealers[3]!;
    const before = await inventoryOf(database.db, target);
    await expect(importFeed(database.db, { csv: "vin,make,model,year,price\n", dealerId: target })).rejects.toThrow(FEED_MESSAGES.noValidRows(target));
    const foreign = (await stockOf(database.db, dealers[2]!)).map((car) => ({ ...car, storeCode: dealers[2]! }));
    const refusal = await importFeed(database.db, { csv: feedCsv(foreign), dealerId: target }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FeedError);
    expect((refusal as FeedError).rejected).toHaveLength(foreign.length);
    expect(await inventoryOf(database.db, target)).toEqual(before);
  });

  it(`refuses a feed that would sell more than half of a dealer's cars (over ${MASS_SOLD_MIN_CARS}), unless the operator allows it`, async () => {
    const target = dealers[3]!;
    const before = await inventoryOf(database.db, target);
    const kept = (await stockOf(database.db, target)).slice(0, 2);
    const gone = before.unsold.length - kept.length;
    await expect(importFeed(database.db, { csv: feedCsv(kept), dealerId: target })).rejects.toThrow(FEED_MESSAGES.massSold(target, gone, before.unsold.length));
    expect(await inventoryOf(database.db, target)).toEqual(before);
    const report = await importFeed(database.db, { csv: feedCsv(kept), dealerId: target, allowMassSold: true });
    expect(report.markedSold).toBe(gone);
  });

  it("never half-applies a file: a database failure mid-import, an unknown dealer and unreadable CSV change nothing", async () => {
    const target = dealers[4]!;
    const before = { listings: await total(), inventory: await inventoryOf(database.db, target), history: await historyCount(fresh[0]!) };
    const [first, second] = [realVin("camry2021", 900011), realVin("camry2021", 900012)];
    // A real failure of the database on the second new car, after the first was written in the same import.
    await sql`create function refuse_second_car() returns trigger language plpgsql as $$
      begin if new.vin = ${sql.lit(second)} then raise exception 'disk full'; end if; return new; end $$`.execute(database.db);
    await sql`create trigger refuse_second_car before insert on listings for each row execute function refuse_second_car()`.execute(database.db);
    try {
      const cars = [camry(first, "1,000 USD"), camry(second, "1,000 USD"), ...(await stockOf(database.db, target)).slice(1)];
      await expect(importFeed(database.db, { csv: feedCsv(cars), dealerId: target })).rejects.toThrow("disk full");
    } finally {
      await sql`drop trigger refuse_second_car on listings`.execute(database.db);
      await sql`drop function refuse_second_car`.execute(database.db);
    }
    await expect(importFeed(database.db, { csv: feedCsv([camry(first, "1,000 USD")]), dealerId: 999999 })).rejects.toThrow(FEED_MESSAGES.unknownDealer(999999));
    await expect(importFeed(database.db, { csv: `vin\n"${first},unclosed`, dealerId: target })).rejects.toThrow("Unreadable CSV");
    expect({ listings: await total(), inventory: await inventoryOf(database.db, target), history: await historyCount(fresh[0]!) }).toEqual(before);
  });
});
