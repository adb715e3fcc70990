import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../auth/secret-token.js";
import type { DatabaseHandle } from "../db/database.js";
import { seedCatalog } from "../seed/seed-catalog.js";
import { createTestDatabase } from "../test/test-database.js";
import { authenticateDealerKey } from "./dealer-keys.js";
import { runDealerKeysCli, runImportFeedCli } from "./feed-cli.js";
import { dealersWithRealStock, feedCsv, inventoryOf, realCar, stockOf } from "../test/feed-test-kit.js";
import { FEED_MESSAGES } from "./import-feed.js";

/** Runs a CLI the way scripts/ do, with its output captured. */
async function run(cli: typeof runDealerKeysCli, db: DatabaseHandle["db"], ...argv: string[]) {
  const output = { log: [] as string[], error: [] as string[] };
  const code = await cli(db, argv, { log: (line) => output.log.push(line), error: (line) => output.error.push(line) });
  return { code, ...output };
}

describe("feed CLIs: dealer-keys and import-feed (ADR 210)", () => {
  let database: DatabaseHandle;
  let dealers: number[];
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.transaction().execute((trx) => seedCatalog(trx, { listings: 240, seed: 7, now: new Date("2024-06-01T00:00:00Z") }));
    dealers = await dealersWithRealStock(database.db, 3, 24, 980_000);
    folder = await mkdtemp(join(tmpdir(), "carmarket-feed-cli-"));
  });
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("dealer-keys create shows the key once and stores only its SHA-256 and a short prefix; list shows the prefix, never the key; revoke ends it", async () => {
    const dealer = dealers[0]!;
    const created = await run(runDealerKeysCli, database.db, "create", "--dealer", String(dealer), "--label", "DMS nightly");
    expect(created.code).toBe(0);
    const key = created.log[1]!;
    expect(key).toMatch(/^cmfeed_[A-Za-z0-9_-]{43}$/);
    const stored = await database.db.selectFrom("dealer_feed_keys").selectAll().where("dealer_id", "=", dealer).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ key_hash: hashToken(key), prefix: key.slice(0, 15), label: "DMS nightly", revoked_at: null });
    expect(JSON.stringify(stored)).not.toContain(key.slice(15));

    const listed = await run(runDealerKeysCli, database.db, "list");
    expect(listed.log).toEqual([expect.stringContaining(`${stored.id}\t${key.slice(0, 15)}…\tdealer ${dealer}`)]);
    expect(listed.log.join("\n")).not.toContain(key.slice(15));

    expect(await authenticateDealerKey(database.db, key)).toEqual({ keyId: stored.id, dealerId: dealer });
    expect(await run(runDealerKeysCli, database.db, "revoke", String(stored.id))).toMatchObject({ code: 0, log: [`Key ${stored.id} revoked.`] });
    expect(await authenticateDealerKey(database.db, key)).toBeNull();
    expect(await run(runDealerKeysCli, database.db, "revoke", String(stored.id))).toMatchObject({ code: 1, error: [`No active key ${stored.id}.`] });
    expect((await run(runDealerKeysCli, database.db, "list")).log[0]).toContain("revoked");
  });

  it("dealer-keys refuses an unknown dealer and bad usage", async () => {
    expect(await run(runDealerKeysCli, database.db, "create", "--dealer", "999999")).toMatchObject({ code: 1, error: ["Unknown dealer 999999."] });
    expect((await run(runDealerKeysCli, database.db, "create")).code).toBe(2);
    expect((await run(runDealerKeysCli, database.db, "revoke", "x")).code).toBe(2);
  });

  it("import-feed --dealer refuses the rows of another dealer with line and reason, and sells only that dealer's cars", async () => {
    const [mine, theirs] = [dealers[1]!, dealers[2]!];
    const [myStock, theirStock] = [await stockOf(database.db, mine), await stockOf(database.db, theirs)];
    const theirsBefore = await inventoryOf(database.db, theirs);
    const file = join(folder, "two-dealers.csv");
    await writeFile(file, feedCsv([...myStock.slice(1), { ...theirStock[0]!, storeCode: theirs }]));
    const result = await run(runImportFeedCli, database.db, file, "--dealer", String(mine));
    expect(result.code).toBe(0);
    expect(result.log).toEqual([
      `${myStock.length} rows: 0 new, ${myStock.length - 1} updated, 0 price changes (0 drops), 1 marked sold, 1 rejected`,
      `  line ${myStock.length + 1} ${theirStock[0]!.vin}: store_code '${theirs}' is not this feed's dealer ${mine}`,
      // The rows leave trim, engine, fuel and body style empty: each car takes them from its VIN.
      `  ${myStock.length - 1} cars took empty values (trim, engine, fuel, body style) from their VIN`,
    ]);
    expect((await inventoryOf(database.db, mine)).sold).toEqual([myStock[0]!.vin]);
    expect(await inventoryOf(database.db, theirs)).toEqual(theirsBefore);
  });

  it("#23.5 import-feed prints a row refused against its VIN, a listed value flagged and a model line added", async () => {
    const dealer = dealers[0]!;
    const stock = await stockOf(database.db, dealer);
    const [wrongYear, flagged, added] = [
      realCar("camry2021", 980_900, "20,000 USD", { year: 2019 }),
      realCar("camry2021", 980_901, "20,000 USD", { engine: "3.5L V6", trim: "SE", fuel: "Gasoline", bodyStyle: "Sedan" }),
      realCar("fjCruiser2010", 980_902, "15,000 USD", { trim: "Base", engine: "4.0L V6", fuel: "Gasoline", bodyStyle: "SUV" }),
    ];
    const file = join(folder, "vin-check.csv");
    await writeFile(file, feedCsv([...stock.map((car) => ({ ...car, trim: "Base", engine: "", fuel: "Gasoline", bodyStyle: "" })), wrongYear, flagged, added]));
    const result = await run(runImportFeedCli, database.db, file, "--dealer", String(dealer));
    expect(result.log.slice(1)).toEqual([
      `  line ${stock.length + 2} ${wrongYear.vin}: year 2019 is not the VIN's: it decodes to a 2021 Toyota Camry`,
      `  line ${stock.length + 3} ${flagged.vin}: listed engine '3.5L V6' kept and flagged; the VIN says 2.5L I4`,
      `  ${stock.length} cars took empty values (trim, engine, fuel, body style) from their VIN`,
      "  model line added from NHTSA's vPIC: Toyota FJ Cruiser",
    ]);
  });

  it("import-feed refuses a file that would sell most of the dealer's cars (exit 1, nothing written) unless --allow-mass-sold", async () => {
    const dealer = dealers[2]!;
    const before = await inventoryOf(database.db, dealer);
    const file = join(folder, "truncated.csv");
    await writeFile(file, feedCsv((await stockOf(database.db, dealer)).slice(0, 1)));
    const refused = await run(runImportFeedCli, database.db, file, "--dealer", String(dealer));
    expect(refused).toMatchObject({ code: 1, error: [`Nothing imported: ${FEED_MESSAGES.massSold(dealer, before.unsold.length - 1, before.unsold.length)}`] });
    expect(await inventoryOf(database.db, dealer)).toEqual(before);
    expect((await run(runImportFeedCli, database.db, file, "--dealer", String(dealer), "--allow-mass-sold")).code).toBe(0);
    expect((await inventoryOf(database.db, dealer)).unsold).toHaveLength(1);
    expect((await run(runImportFeedCli, database.db, file)).code).toBe(2);
  });
});
