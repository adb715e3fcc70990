import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vinCheckDigit } from "@carmarket/validation";
import type { DatabaseHandle } from "../db/database.js";
import { createTestDatabase } from "../test/test-database.js";
import { sharedVinDecoder } from "./vin-decoder.js";
import { rememberVinPatterns, storedVinFacts } from "./vin-patterns.js";

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
    await rememberVinPatterns(database.db, decodes.flatMap((decode) => (decode.ok ? [decode] : [])));
    const { n } = await database.db.selectFrom("vin_patterns").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);
    expect(await storedVinFacts(database.db, withCheckDigit("1HGCV1F30LA123456"))).toMatchObject({ make: "Honda", model: "Accord", modelYear: 2020 });
    expect(await storedVinFacts(database.db, withCheckDigit("1HGCV1F30MA123456"))).toBeNull();
  });
});
