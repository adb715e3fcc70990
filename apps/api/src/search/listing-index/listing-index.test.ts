// ADR 258: each process's search index sees every committed change at its next search, read-your-writes
// included, on both engines; concurrent searches share the reads of the changes.
import { sql, type KyselyPlugin } from "kysely";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingFiltersSchema } from "@carmarket/contract";
import type { DatabaseHandle } from "../../db/database.js";
import { insertDealer, insertListing, testVin } from "../../test/account-test-kit.js";
import { createTestDatabase } from "../../test/test-database.js";
import { ListingIndex } from "./listing-index.js";
import { searchStore } from "./store-search.js";

/** The VINs a search with `params` finds in the index, in its order, and its colour facet. */
async function found(index: ListingIndex, params: Record<string, string> = {}) {
  const result = searchStore(await index.fresh(), v.parse(listingFiltersSchema, { page_size: "50", sort: "price_asc", ...params }), null, new Date());
  return { vins: result.vins, colors: result.facets.color };
}

describe("the search index follows the database (ADR 258)", () => {
  let database: DatabaseHandle;
  let dealer: number;
  let otherDealer: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    dealer = await insertDealer(database.db, "one@dealer.example");
    otherDealer = await insertDealer(database.db, "two@dealer.example");
    await sql`update dealers set latitude = 40.71, longitude = -74.0 where id = ${otherDealer}`.execute(database.db);
    await insertListing(database.db, testVin(1), dealer, { price: 20_000 });
  });
  afterAll(() => database.close());

  it("another process's writes show in the next search: new, changed, moved, sold and back on sale", async () => {
    const [one, two] = [await ListingIndex.open(database.db), await ListingIndex.open(database.db)];
    const db = database.db;
    expect((await found(two)).vins).toEqual([testVin(1)]);

    await insertListing(db, testVin(2), dealer, { price: 15_000 });
    expect((await found(one)).vins).toEqual([testVin(2), testVin(1)]);
    expect((await found(two)).vins).toEqual([testVin(2), testVin(1)]);

    await sql`update listings set price = 25000 where vin = ${testVin(2)}`.execute(db);
    expect((await found(two)).vins).toEqual([testVin(1), testVin(2)]);

    await sql`update listings l set dealer_id = d.id, latitude = d.latitude, longitude = d.longitude from dealers d where d.id = ${otherDealer} and l.vin = ${testVin(1)}`.execute(
      db,
    );
    expect((await found(one, { dealer_id: String(otherDealer) })).vins).toEqual([testVin(1)]);
    expect((await found(one, { dealer_id: String(dealer) })).vins).toEqual([testVin(2)]);

    await sql`update listings set is_sold = true where vin = ${testVin(2)}`.execute(db);
    expect((await found(two)).vins).toEqual([testVin(1)]);
    await sql`update listings set is_sold = false where vin = ${testVin(2)}`.execute(db);
    expect((await found(two)).vins).toEqual([testVin(1), testVin(2)]);
  });

  it("matches text selections through the database's lower(), not JavaScript's", async () => {
    await insertListing(database.db, testVin(3), dealer);
    await sql`update listings set color = 'İvory' where vin = ${testVin(3)}`.execute(database.db);
    const { rows } = await sql<{ lower: string }>`select lower('İvory') as lower`.execute(database.db);
    const index = await ListingIndex.open(database.db);
    const { colors } = await found(index);
    expect(colors.map((option) => option.name)).toContain(rows[0]!.lower);
    expect((await found(index, { color: rows[0]!.lower })).vins).toEqual([testVin(3)]);
  });

  it("concurrent searches share one read of the changes, or two when one was already under way", async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const index = await ListingIndex.open(database.db.withPlugin(counting));
    statements = 0;
    await Promise.all(Array.from({ length: 10 }, () => index.fresh()));
    expect(statements).toBeLessThanOrEqual(2);
    await insertListing(database.db, testVin(4), dealer);
    const [first, last] = await Promise.all([found(index), found(index)]);
    expect(first.vins).toContain(testVin(4));
    expect(last.vins).toContain(testVin(4));
  });

  it("after a change of more cars than a catch-up reads, reads the whole catalogue again", async () => {
    const index = await ListingIndex.open(database.db, { catchUpLimit: 1 });
    await sql`update listings set mileage = 12345`.execute(database.db);
    await sql`update listings set price = 1 where vin = ${testVin(1)}`.execute(database.db);
    expect((await found(index, { mileage: "12000-13000" })).vins[0]).toBe(testVin(1));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("a transaction open during a catch-up shows once it commits, though a later one committed first", async () => {
    const index = await ListingIndex.open(database.db);
    let commit: () => void = () => {};
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const slow = database.db.transaction().execute(async (trx) => {
      await insertListing(trx, testVin(5), dealer);
      await committed;
    });
    // The slow transaction has written (and so holds the oldest transaction id) before the next one starts.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await insertListing(database.db, testVin(6), dealer);
    const before = (await found(index)).vins;
    expect(before).toContain(testVin(6));
    expect(before).not.toContain(testVin(5));
    commit();
    await slow;
    expect((await found(index)).vins).toContain(testVin(5));
  });
});
