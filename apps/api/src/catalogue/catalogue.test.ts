import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "@carmarket/routes";
import { single, VpicReference } from "../test/vpic-reference.js";
import { ensureVpicDatabase, vpicDatabasePath } from "../vin-decoding/vpic-database.js";
import { configurationsOf, drivesOf, enginesOfTrim, lineBodyOf, trimsOfYear, vinOf, yearsOf } from "./catalogue.js";
import { engineAgrees } from "./configuration-match.js";
import { bodyTypeOfClass } from "../vin-decoding/listing-terms.js";
import { vinConflicts } from "../feeds/listed-vs-vin.js";
import { engineTextOf, fuelOf } from "./listing-facts.js";
import { lineKey, MODEL_LINES } from "./model-lines.js";
import { unpackFacts } from "./vpic-stems.js";
import { VPIC_STEMS } from "./vpic-stems.generated.js";

let vpic: Database.Database;
let reference: VpicReference;
beforeAll(async () => {
  const path = await ensureVpicDatabase(vpicDatabasePath());
  vpic = new Database(path, { readonly: true });
  reference = new VpicReference(path);
});
afterAll(() => {
  vpic.close();
  reference.close();
});

/** What vPIC calls each configuration element, as the stem table stores it. */
const ELEMENTS = [
  ["Model", (c: ReturnType<typeof configurationsOf>[number]) => c.facts.model],
  ["Series", (c: ReturnType<typeof configurationsOf>[number]) => c.facts.series],
  ["Trim", (c: ReturnType<typeof configurationsOf>[number]) => c.facts.trim],
  ["Body Class", (c: ReturnType<typeof configurationsOf>[number]) => c.facts.bodyClass],
  ["Engine Model", (c: ReturnType<typeof configurationsOf>[number]) => c.facts.engine.model],
  ["Fuel Type - Primary", (c: ReturnType<typeof configurationsOf>[number]) => c.facts.fuel.primary],
  ["Fuel Type - Secondary", (c: ReturnType<typeof configurationsOf>[number]) => c.facts.fuel.secondary],
] as const;

describe("#23.2 the catalogue agrees with NHTSA vPIC", () => {
  it("keeps the brands and slugs of @carmarket/routes, and every line's make and model names are vPIC's", () => {
    const makeModel = vpic.prepare(
      "SELECT 1 FROM Make ma JOIN Make_Model mm ON mm.MakeId = ma.Id JOIN Model mo ON mo.Id = mm.ModelId WHERE ma.Name = ? AND mo.Name = ?",
    );
    for (const line of MODEL_LINES) {
      expect(
        BRANDS.map((brand) => brand.slug),
        lineKey(line),
      ).toContain(line.brand);
      for (const model of line.vpic.models) expect(makeModel.get(line.vpic.make, model), `${line.vpic.make} ${model}`).toBeDefined();
    }
    expect(new Set(MODEL_LINES.map(lineKey)).size).toBe(MODEL_LINES.length);
  });

  it("every stem decodes, under vPIC's own matching rule, to the make, model, year, trim, series, body, engine and fuel the catalogue stores", () => {
    let stems = 0;
    for (const line of MODEL_LINES) {
      for (const configuration of configurationsOf(line)) {
        stems++;
        const vin = vinOf(configuration, 123_456);
        const decode = reference.decode(vin);
        expect(decode?.year, vin).toBe(configuration.year);
        expect(decode?.make, vin).toBe(line.vpic.make);
        for (const [element, stored] of ELEMENTS) expect([vin, element, single(decode!, element)]).toEqual([vin, element, stored(configuration)]);
        const litres = single(decode!, "Displacement (L)");
        expect(litres === null ? null : Math.round(Number(litres) * 10) / 10, vin).toBe(configuration.facts.engine.displacementL);
      }
    }
    expect(stems).toBeGreaterThan(1_000);
  }, 600_000);

  it("every model year a line covers has a configuration, and every published engine and trim is one vPIC decodes in its generation", () => {
    for (const line of MODEL_LINES) {
      const key = lineKey(line);
      expect(yearsOf(line).length, key).toBeGreaterThan(0);
      for (const generation of line.generations) {
        const configurations = configurationsOf(line).filter((c) => c.generation === generation);
        const sold = configurations.flatMap((c) => c.choices);
        for (const engine of generation.engines) {
          // A published engine is listed only when a vPIC decode agrees with it.
          for (const choice of sold.filter((c) => c.engine === engine)) {
            const configuration = configurations.find((c) => c.choices.includes(choice))!;
            expect(engineAgrees(engine, configuration.facts), `${key} ${engine.id}`).toBe(true);
          }
        }
        for (const trim of generation.trims)
          for (const id of trim.engines ?? [])
            expect(
              generation.engines.map((e) => e.id),
              `${key} ${trim.name}`,
            ).toContain(id);
      }
    }
  });

  it("a trim belongs to its line and years: it is sold only with engines and drives its generation publishes", () => {
    for (const line of MODEL_LINES) {
      for (const year of yearsOf(line)) {
        const trims = trimsOfYear(line, year);
        expect(trims.length, `${lineKey(line)} ${year}`).toBeGreaterThan(0);
        for (const trim of trims) {
          for (const engine of enginesOfTrim(line, year, trim)) {
            const generation = configurationsOf(line).find((c) => c.year === year)!.generation;
            expect(drivesOf(generation, trim, engine).length, `${lineKey(line)} ${year} ${trim.name} ${engine.id}`).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it("a line's body style is the one vPIC decodes for most of its stems, and no stem decodes to a body the line is not built in (a Model 3 is no SUV)", () => {
    for (const line of MODEL_LINES) {
      for (const [year, head, plant, packed] of VPIC_STEMS.lines[lineKey(line)] ?? []) {
        const { bodyClass } = unpackFacts(VPIC_STEMS.strings, year, packed);
        expect([lineKey(line), year, head, plant, bodyClass, lineBodyOf(line, bodyClass) !== null]).toEqual([
          lineKey(line),
          year,
          head,
          plant,
          bodyClass,
          true,
        ]);
      }
      const bodies = configurationsOf(line).map((c) => bodyTypeOfClass(c.facts.bodyClass));
      const counts = new Map<string | null, number>();
      for (const body of bodies) counts.set(body, (counts.get(body) ?? 0) + 1);
      const [common] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      expect([lineKey(line), common]).toEqual([lineKey(line), line.body]);
    }
  });

  it("#23.6 no way the seed lists a configuration contradicts its VIN: the vehicle page's 'From the VIN' flags nothing on a seeded car", () => {
    const conflicts = MODEL_LINES.flatMap((line) =>
      configurationsOf(line).flatMap((c) =>
        c.choices.flatMap((choice) =>
          vinConflicts({ engine: engineTextOf(choice.engine, c.facts), bodyStyle: c.body, fuel: fuelOf(choice.engine) }, c.facts).map(
            (conflict) => `${c.year} ${lineKey(line)} ${choice.trim.name}: ${conflict.field} ${conflict.listed} vs ${conflict.decoded}`,
          ),
        ),
      ),
    );
    expect(conflicts).toEqual([]);
  });

  it("has every §2.5 body style and the cars issue #23 names", () => {
    const bodies = new Set(MODEL_LINES.flatMap((line) => configurationsOf(line).map((c) => c.body)));
    expect([...bodies].sort()).toEqual(["convertible", "coupe", "hatchback", "pickup-truck", "sedan", "suv", "van", "wagon"]);
    const named = [
      "chevrolet/corvette",
      "porsche/911",
      "ford/f-150",
      "ram/2500",
      "tesla/model-3",
      "ford/mustang",
      "toyota/camry",
      "honda/accord",
      "jeep/wrangler",
      "acura/tlx",
      "ford/transit-connect",
      "ram/promaster",
      "ford/maverick",
      "chevrolet/silverado-1500",
      "kia/niro",
      "toyota/sienna",
      "honda/odyssey",
      "chrysler/pacifica",
    ];
    expect(named.filter((key) => !MODEL_LINES.some((line) => lineKey(line) === key))).toEqual([]);
  });
});
