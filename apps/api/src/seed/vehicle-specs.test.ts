import { describe, expect, it } from "vitest";
import { BRANDS } from "@carmarket/routes";
import { MODEL_CATALOG } from "./catalog/model-catalog.js";
import { SEGMENT_HORSEPOWER, catalogIdentity, specSheet, type SpecSheet } from "./vehicle-specs.js";

/** Every model line of the catalogue with its sheet, as the seed generates them. */
const lines = BRANDS.flatMap((brand) => {
  const catalog = MODEL_CATALOG[brand.slug];
  return (catalog?.models ?? []).map((spec) => {
    const identity = catalogIdentity(brand.name, spec);
    return { identity, sheet: specSheet(identity, catalog?.trims.length ?? 1) };
  });
});
const line = (brand: string, model: string): SpecSheet => {
  const found = lines.find((l) => l.identity.brand === brand && l.identity.model === model);
  if (!found) throw new Error(`${brand} ${model} is not in the catalogue`);
  return found.sheet;
};

// Issue #15: rivals printed identical specs (Camry and Accord both 2.0T, 211 hp, 0–60 in 7.9 s).
describe("specSheet", () => {
  it("gives rivals different engines, power and acceleration", () => {
    const [camry, accord] = [line("Toyota", "Camry").trims[0], line("Honda", "Accord").trims[0]];
    expect([camry?.engine, camry?.horsepower, camry?.zeroToSixty]).not.toEqual([accord?.engine, accord?.horsepower, accord?.zeroToSixty]);
    expect(line("Toyota", "Camry").dimensions).not.toEqual(line("Honda", "Accord").dimensions);
  });

  it("no two models of one segment share the same (engine, hp, 0–60) triple", () => {
    const bySegment = new Map<string, string[]>();
    for (const { identity, sheet } of lines) {
      const base = sheet.trims[0]!;
      const key = `${identity.vehicleClass}|${base.engine}|${base.horsepower}|${base.zeroToSixty}`;
      bySegment.set(key, [...(bySegment.get(key) ?? []), `${identity.brand} ${identity.model}`]);
    }
    expect([...bySegment.values()].filter((models) => models.length > 1)).toEqual([]);
  });

  it("keeps each model's base power inside its segment and every figure plausible", () => {
    for (const { identity, sheet } of lines) {
      const [low, high] = SEGMENT_HORSEPOWER[identity.vehicleClass] ?? [0, 0];
      const what = `${identity.brand} ${identity.model}`;
      expect(sheet.trims[0]!.horsepower, what).toBeGreaterThanOrEqual(low);
      expect(sheet.trims[0]!.horsepower, what).toBeLessThanOrEqual(high);
      for (const trim of sheet.trims) {
        expect(trim.zeroToSixty, what).toBeGreaterThanOrEqual(2.3);
        // The slowest US cars of these years (Mirage, Kicks, early HR-V) took 10–12 s.
        expect(trim.zeroToSixty, what).toBeLessThanOrEqual(12);
        expect(trim.curbWeightLb, what).toBeGreaterThan(2000);
        expect(trim.curbWeightLb, what).toBeLessThan(7500);
        expect(trim.torqueLbFt, what).toBeGreaterThan(trim.horsepower * 0.8);
        if (trim.fuel === "Electric") {
          expect(trim.engine, what).toMatch(/^(Single|Dual|Tri)-Motor Electric$/);
          expect(trim.economy.combined, what).toBeGreaterThanOrEqual(70);
        } else {
          expect(trim.engine, what).toMatch(/^\d\.\dL (I3|I4|I6|V6|V8|V12)( Twin)?( Turbo)?( Diesel| Hybrid)?$/);
          expect(trim.economy.combined, what).toBeGreaterThanOrEqual(10);
          expect(trim.economy.combined, what).toBeLessThanOrEqual(60);
        }
        expect(trim.economy.highway > trim.economy.city, what).toBe(trim.fuel !== "Hybrid" && trim.fuel !== "Electric");
      }
    }
  });

  it("never loses power or pace up a model's trim ladder, and some lines get a stronger engine at the top", () => {
    for (const { identity, sheet } of lines) {
      sheet.trims.slice(1).forEach((trim, index) => {
        const lower = sheet.trims[index]!;
        expect(trim.horsepower, `${identity.brand} ${identity.model}`).toBeGreaterThanOrEqual(lower.horsepower);
        expect(trim.zeroToSixty, `${identity.brand} ${identity.model}`).toBeLessThanOrEqual(lower.zeroToSixty);
      });
    }
    const upgraded = lines.filter(({ sheet }) => sheet.trims.at(-1)!.horsepower > sheet.trims[0]!.horsepower);
    expect(upgraded.length).toBeGreaterThan(lines.length / 3);
    expect(upgraded.length).toBeLessThan(lines.length);
  });

  it("depends only on the model's identity: the same sheet on every run", () => {
    const again = BRANDS.flatMap((brand) => (MODEL_CATALOG[brand.slug]?.models ?? []).map((spec) => specSheet(catalogIdentity(brand.name, spec), MODEL_CATALOG[brand.slug]?.trims.length ?? 1)));
    expect(again).toEqual(lines.map((l) => l.sheet));
  });
});
