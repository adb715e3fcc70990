import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDealerKey, revokeDealerKey } from "../../feeds/dealer-keys.js";
import { dealersWithRealStock, feedCsv, inventoryOf, stockOf } from "../../test/feed-test-kit.js";
import { FEED_MESSAGES } from "../../feeds/import-feed.js";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "../accounts/rate-limits.js";
import { createCatalogTestApp, type CatalogTestApp } from "../../test/catalog-test-app.js";
import { DEALER_FEED_MESSAGES, DEALER_FEED_RATE_LIMIT, FEED_BODY_LIMIT_BYTES } from "./dealer-feed-routes.js";

describe("POST /api/dealer-feed (ADR 210)", () => {
  let t: CatalogTestApp;
  let dealers: number[];
  beforeAll(async () => {
    t = await createCatalogTestApp();
    dealers = await dealersWithRealStock(t.database.db, 4, 12, 970_000);
  });
  afterAll(() => t.close());

  const push = (csv: string, key?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/dealer-feed",
      headers: { "content-type": "text/csv", ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
      payload: csv,
    });

  it("answers 401 with one message for a missing, malformed, unknown or revoked key, and imports nothing", async () => {
    const dealer = dealers[0]!;
    const before = await inventoryOf(t.database.db, dealer);
    const revoked = await createDealerKey(t.database.db, { dealerId: dealer });
    await revokeDealerKey(t.database.db, revoked.id);
    const headerOnly = "vin,make,model,year,price\n";
    const answers = [
      await push(headerOnly),
      await push(headerOnly, undefined, { authorization: "Basic dXNlcjpwYXNz" }),
      await push(headerOnly, `${revoked.key.slice(0, -1)}x`),
      await push(headerOnly, revoked.key),
    ];
    for (const response of answers) {
      expect([response.statusCode, response.json().message]).toEqual([401, DEALER_FEED_MESSAGES.unauthorized]);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="dealer-feed"');
    }
    expect(await inventoryOf(t.database.db, dealer)).toEqual(before);
  });

  it("imports the key's dealer's feed: another dealer's row is refused with line and reason, and only the key's dealer has cars sold", async () => {
    const [mine, theirs] = [dealers[0]!, dealers[1]!];
    const { key } = await createDealerKey(t.database.db, { dealerId: mine, label: "DMS nightly" });
    const myStock = await stockOf(t.database.db, mine);
    const theirStock = await stockOf(t.database.db, theirs);
    const theirsBefore = await inventoryOf(t.database.db, theirs);
    const response = await push(feedCsv([...myStock.slice(1), { ...theirStock[0]!, storeCode: theirs }]), key, { "content-type": "text/csv; charset=utf-8" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      updated: myStock.length - 1,
      markedSold: 1,
      rejected: [{ line: myStock.length + 1, vin: theirStock[0]!.vin, reason: `store_code '${theirs}' is not this feed's dealer ${mine}` }],
    });
    expect((await inventoryOf(t.database.db, mine)).sold).toContain(myStock[0]!.vin);
    expect(await inventoryOf(t.database.db, theirs)).toEqual(theirsBefore);
  });

  it("a feed without a valid row is refused with 422 and its rows' reasons, and sells nothing", async () => {
    const dealer = dealers[2]!;
    const { key } = await createDealerKey(t.database.db, { dealerId: dealer });
    const before = await inventoryOf(t.database.db, dealer);
    const lone = await push("vin,make,model,year,price\n", key);
    expect([lone.statusCode, lone.json()]).toEqual([422, { status: 0, message: FEED_MESSAGES.noValidRows(dealer), rejected: [] }]);
    const foreign = await push(feedCsv([{ ...(await stockOf(t.database.db, dealers[1]!))[0]!, storeCode: dealers[1]! }]), key);
    expect([foreign.statusCode, foreign.json().rejected]).toEqual([
      422,
      [expect.objectContaining({ line: 2, reason: `store_code '${dealers[1]}' is not this feed's dealer ${dealer}` })],
    ]);
    expect(await inventoryOf(t.database.db, dealer)).toEqual(before);
  });

  it(`a body over ${FEED_BODY_LIMIT_BYTES / 1024 / 1024} MB answers 413 with the feed's message; a feed is only text/csv`, async () => {
    const { key } = await createDealerKey(t.database.db, { dealerId: dealers[3]! });
    const tooLarge = await push(`vin\n${"1HGCM82633A004352\n".repeat(Math.ceil(FEED_BODY_LIMIT_BYTES / 18) + 1)}`, key);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, DEALER_FEED_MESSAGES.tooLarge]);
    const json = await t.app.inject({ method: "POST", url: "/api/dealer-feed", headers: { authorization: `Bearer ${key}` }, payload: { vin: "x" } });
    expect([json.statusCode, json.json().message]).toEqual([400, DEALER_FEED_MESSAGES.notCsv]);
  });

  it(`answers 429 with Retry-After after ${DEALER_FEED_RATE_LIMIT.perSubject} imports an hour per key; another key is counted on its own`, async () => {
    const dealer = dealers[3]!;
    const [first, second] = [await createDealerKey(t.database.db, { dealerId: dealer }), await createDealerKey(t.database.db, { dealerId: dealer })];
    for (let i = 0; i < DEALER_FEED_RATE_LIMIT.perSubject; i++) expect((await push("vin\n", first.key)).statusCode).toBe(422);
    const limited = await push("vin\n", first.key);
    expect([limited.statusCode, limited.json().message]).toEqual([429, TOO_MANY_ATTEMPTS_MESSAGE]);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await push("vin\n", second.key)).statusCode).toBe(422);
  });
});
