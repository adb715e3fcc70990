import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trimsNamedBy, generationOf } from "../catalogue/configuration-match.js";
import { bodyTypeOfClass } from "../vin-decoding/listing-terms.js";
import { findLine } from "../catalogue/catalogue.js";
import type { DatabaseHandle } from "../db/database.js";
import { single, VpicReference } from "../test/vpic-reference.js";
import { createTestDatabase } from "../test/test-database.js";
import { sharedVinDecoder } from "../vin-decoding/vin-decoder.js";
import { vpicDatabasePath, ensureVpicDatabase } from "../vin-decoding/vpic-database.js";
import { CATALOG_SEED, ensureSeeded } from "./ensure-seeded.js";

/** The default seed's size (SEED_LISTINGS when unset, README's environment list). */
const DEFAULT_LISTINGS = 20_000;

interface SeededCar {
  vin: string;
  brand_name: string;
  brand_slug: string;
  model_slug: string;
  year: number;
  trim_name: string | null;
  engine: string | null;
  engine_type: string | null;
  fuel: string | null;
  body_type: string;
  vpic_names: string[];
}

let database: DatabaseHandle;
let cars: SeededCar[];

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSeeded(database.db, { listings: DEFAULT_LISTINGS, seed: CATALOG_SEED, onProgress: () => {} });
  cars = await database.db
    .selectFrom("listings as l")
    .innerJoin("models as m", "m.id", "l.model_id")
    .select([
      "l.vin",
      "l.brand_name",
      "l.brand_slug",
      "l.model_slug",
      "l.year",
      "l.trim_name",
      "l.engine",
      "l.engine_type",
      "l.fuel",
      "l.body_type",
      "m.vpic_names",
    ])
    .execute();
}, 900_000);
afterAll(() => database.close());

describe("#23.3 seeded cars decode to themselves", () => {
  it("every VIN of the default seed decodes (NHTSA vPIC, the product's decoder) to its listing's make, model, year, engine, trim and body", async () => {
    expect(cars).toHaveLength(DEFAULT_LISTINGS);
    const decoder = await sharedVinDecoder();
    const wrong: string[] = [];
    for (const car of cars) {
      const decode = await decoder.decode(car.vin);
      if (!decode.ok) {
        wrong.push(`${car.vin}: ${decode.message}`);
        continue;
      }
      const { facts } = decode;
      const line = findLine(car.brand_slug, car.model_slug)!;
      const said = `${car.vin} listed as ${car.year} ${car.brand_name} ${line.name} ${car.trim_name} ${car.engine}, decodes as ${JSON.stringify(facts)}`;
      const generation = generationOf(line, car.year)!;
      const named = [facts.trim, facts.series].flatMap((text) => (text ? trimsNamedBy(generation, text) : []));
      const litres = Number.parseFloat(car.engine ?? "");
      const cylinders = Number((car.engine_type ?? "").replace(/\D/g, ""));
      const agrees =
        facts.make.toLowerCase() === car.brand_name.toLowerCase() &&
        car.vpic_names.includes(facts.model) &&
        facts.modelYear === car.year &&
        (car.fuel === "Electric"
          ? /electric/i.test(facts.fuel.primary ?? "")
          : facts.engine.displacementL === litres && (facts.engine.cylinders === null || facts.engine.cylinders === cylinders)) &&
        // The trims vPIC names (some makers name them in the series: "XL XLT Lariat") hold the listed one; naming none, vPIC says no trim.
        (named.length > 0 ? named.some((trim) => trim.name === car.trim_name) : facts.trim === null) &&
        bodyTypeOfClass(facts.bodyClass) === car.body_type;
      if (!agrees) wrong.push(said);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 900_000);

  it("a sample of listed cars read by an independent vPIC matcher (vPIC's own LIKE rule over its tables, not corgi) agrees in make, model and year", async () => {
    const reference = new VpicReference(await ensureVpicDatabase(vpicDatabasePath()));
    try {
      // Every 97th car: a spread over brands, lines and years that does not depend on the insert order's batches.
      const sample = cars.filter((_, index) => index % 97 === 0);
      expect(sample.length).toBeGreaterThan(200);
      for (const car of sample) {
        const decode = reference.decode(car.vin);
        expect({
          vin: car.vin,
          year: decode?.year,
          make: decode?.make?.toLowerCase(),
          model: decode && car.vpic_names.includes(String(single(decode, "Model"))),
        }).toEqual({
          vin: car.vin,
          year: car.year,
          make: car.brand_name.toLowerCase(),
          model: true,
        });
      }
    } finally {
      reference.close();
    }
  }, 300_000);
});
