import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vinCheckDigit } from "@carmarket/validation";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { sharedVinDecoder, vinPatternKey } from "./vin-decoder.js";
import { rememberVinPatterns, storedVinFacts, vinPatternKeySql } from "./vin-patterns.js";

const withCheckDigit = (draft: string) => `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("#23 vPIC decodes kept per pattern", () => {
  it("stores one row per pattern and answers any serial of it", async () => {
    const decoder = await sharedVinDecoder();
    const decodes = await Promise.all(["1HGCV1F30LA000001", "1HGCV1F30LA000777", "1G1YB2D40N5100001"].map((draft) => decoder.decode(withCheckDigit(draft))));
    await rememberVinPatterns(
      database.db,
      decodes.flatMap((decode) => (decode.ok ? [decode] : [])),
    );
    const { n } = await database.db
      .selectFrom("vin_patterns")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);
    expect(await storedVinFacts(database.db, withCheckDigit("1HGCV1F30LA123456"))).toMatchObject({ make: "Honda", model: "Accord", modelYear: 2020 });
    expect(await storedVinFacts(database.db, withCheckDigit("1HGCV1F30MA123456"))).toBeNull();
  });

  it("the key in SQL is the key in TypeScript, for small makers (position 3 is 9) and chassis numbers of other lengths too", async () => {
    const vinChars = fc.constantFrom(..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789");
    const vins = fc.oneof(
      fc.array(vinChars, { minLength: 17, maxLength: 17 }).map((chars) => chars.join("")),
      fc.array(vinChars, { minLength: 17, maxLength: 17 }).map((chars) => `${chars.slice(0, 2).join("")}9${chars.slice(3).join("")}`),
      fc.array(vinChars, { minLength: 5, maxLength: 16 }).map((chars) => chars.join("")),
    );
    await fc.assert(
      fc.asyncProperty(vins, async (vin) => {
        const { rows } = await sql<{ key: string }>`select ${vinPatternKeySql("v.vin")} as key from (select ${vin}::text as vin) v`.execute(database.db);
        expect(rows[0]?.key).toBe(vinPatternKey(vin));
      }),
      { numRuns: 100 },
    );
  });
});
