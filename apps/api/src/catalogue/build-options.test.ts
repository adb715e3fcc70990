import { describe, expect, it } from "vitest";
import { buildOptionsOf, EQUIPMENT_PRICES, OPTION_PRICE_YEAR, type TrimBuild } from "./build-options.js";
import { drivesOf, enginesOfTrim, findLine, trimsOfYear, yearsOf } from "./catalogue.js";
import { generationOf } from "./configuration-match.js";
import { msrpInYear } from "./estimates.js";
import { equipmentOf } from "./listing-facts.js";
import type { ModelLine } from "./model-line.js";
import { MODEL_LINES } from "./model-lines.js";

/** Every model year of every line with the MSRPs its research page shows (the seed's, ADR 273). */
const YEARS = MODEL_LINES.flatMap((line) =>
  yearsOf(line).map((year) => {
    const generation = generationOf(line, year)!;
    const msrps = new Map(trimsOfYear(line, year).map((trim) => [trim.name, msrpInYear(trim.msrp, generation.msrpYear, year)]));
    return { line, year, generation, msrps, builds: buildOptionsOf(line, year, msrps) };
  }),
);

const name = (line: ModelLine, year: number) => `${year} ${line.brand} ${line.name}`;
const build = (brand: string, model: string, year: number, trim: string): TrimBuild => {
  const line = findLine(brand, model)!;
  const generation = generationOf(line, year)!;
  const msrps = new Map(trimsOfYear(line, year).map((each) => [each.name, msrpInYear(each.msrp, generation.msrpYear, year)]));
  return buildOptionsOf(line, year, msrps).find((each) => each.trim === trim)!;
};

/** Every priced choice of a trim's build but the standard ones. */
const prices = (each: TrimBuild) =>
  [...each.engines, ...each.drives, ...each.cabs, ...each.cabs.flatMap((cab) => cab.beds), ...each.packages]
    .map((choice) => choice.price)
    .filter((price) => price > 0);

/** The dearest build of a trim: every upgrade and every package. */
const everything = (msrp: number, each: TrimBuild) =>
  msrp +
  Math.max(0, ...each.engines.map((e) => e.price)) +
  Math.max(0, ...each.drives.map((d) => d.price)) +
  Math.max(0, ...each.cabs.map((c) => c.price + Math.max(0, ...c.beds.map((b) => b.price)))) +
  each.packages.reduce((sum, p) => sum + p.price, 0);

describe("#27.8 build & price options come from the catalogue's equipment, with prices of their own", () => {
  it("a package costs its equipment by the stated method, never the step to the trim that brings it (heated seats were the next trim's +$2,515)", () => {
    for (const { line, year, builds } of YEARS) {
      for (const each of builds) {
        for (const pack of each.packages) {
          const pieces = pack.equipment.reduce((sum, item) => sum + EQUIPMENT_PRICES[item], 0) * 0.85;
          expect(pack.price, `${name(line, year)} ${each.trim} ${pack.name}`).toBe(Math.round(msrpInYear(pieces, OPTION_PRICE_YEAR, year) / 100) * 100 - 5);
        }
      }
    }
    // The 2024 RAV4 LE's heated seats: $395, not the thousands up the ladder to the XLE Premium that brings them.
    const le = build("toyota", "rav4", 2024, "LE");
    expect(le.packages.find((pack) => pack.equipment.includes("Heated Seats"))).toEqual({ name: "Heated Seats", price: 395, equipment: ["Heated Seats"] });
  });

  it("no trim with every option costs exactly another trim (an F-150 XL with all options was the Platinum)", () => {
    for (const { line, year, msrps, builds } of YEARS) {
      const trimPrices = new Set(msrps.values());
      for (const each of builds) {
        if (prices(each).length === 0) continue;
        expect(trimPrices.has(everything(msrps.get(each.trim)!, each)), `${name(line, year)} ${each.trim}`).toBe(false);
      }
    }
    const xl = build("ford", "f-150", 2024, "XL");
    expect(everything(36_570, xl)).toBeLessThan(73_630);
  });

  it("engine options only go up: an engine the year sells on the trim with more power than the standard one", () => {
    for (const { line, year, builds } of YEARS) {
      for (const each of builds) {
        const trim = trimsOfYear(line, year).find((t) => t.name === each.trim)!;
        const sold = enginesOfTrim(line, year, trim);
        const [standard, ...upgrades] = each.engines;
        expect(standard?.id, `${name(line, year)} ${each.trim}`).toBe(sold[0]?.id);
        expect(standard?.price).toBe(0);
        for (const upgrade of upgrades) {
          const engine = sold.find((e) => e.id === upgrade.id)!;
          const base = sold[0]!;
          expect(engine, `${name(line, year)} ${each.trim} ${upgrade.name}`).toBeDefined();
          expect(engine.hp > base.hp || engine.torqueLbFt > base.torqueLbFt, `${name(line, year)} ${each.trim} ${upgrade.name}`).toBe(true);
          expect(upgrade.price).toBeGreaterThan(0);
        }
      }
    }
    // The 2024 RAV4 LE's 'engine upgrade' was a smaller engine: now its hybrid, with more power, at a price of its own.
    const le = build("toyota", "rav4", 2024, "LE");
    expect(le.engines.map((e) => [e.name, e.price])).toEqual([
      ["2.5L I4, 203 hp", 0],
      ["2.5L I4 Hybrid, 219 hp", 1_895],
    ]);
  });

  it("a drive is a choice only where the catalogue sells the trim in both (FWD → AWD), priced over the standard drive", () => {
    for (const { line, year, generation, builds } of YEARS) {
      for (const each of builds) {
        const trim = generation.trims.find((t) => t.name === each.trim)!;
        const offered = new Set(enginesOfTrim(line, year, trim).flatMap((engine) => drivesOf(generation, trim, engine)));
        for (const drive of each.drives) expect(offered.has(drive.name as never), `${name(line, year)} ${each.trim} ${drive.name}`).toBe(true);
        for (const engine of each.engines) expect(engine.drives.length).toBeGreaterThan(0);
      }
    }
    expect(build("toyota", "rav4", 2024, "LE").drives).toEqual([
      { name: "FWD", price: 0 },
      { name: "AWD", price: 1_495 },
    ]);
    expect(build("ford", "f-150", 2024, "Raptor").drives).toEqual([{ name: "4WD", price: 0 }]);
  });

  it("pickups offer their cab and bed from the catalogue; other bodies none", () => {
    for (const { line, year, generation, builds } of YEARS) {
      for (const each of builds) {
        if (line.body !== "pickup-truck") {
          expect(each.cabs, `${name(line, year)}`).toEqual([]);
          continue;
        }
        expect(each.cabs.length, `${name(line, year)} ${each.trim}`).toBeGreaterThan(0);
        for (const cab of each.cabs) {
          expect(generation.cabs).toContain(cab.name);
          expect(cab.beds.length).toBeGreaterThan(0);
          for (const bed of cab.beds) expect(generation.cargo.bedFt).toContain(Number(bed.name));
        }
      }
    }
    const xl = build("ford", "f-150", 2024, "XL");
    expect(xl.cabs.map((cab) => [cab.name, cab.price, cab.beds.map((bed) => bed.name)])).toEqual([
      ["Regular Cab", 0, ["6.5", "8"]],
      ["SuperCab", 2_995, ["6.5", "8"]],
      ["SuperCrew", 5_995, ["5.5", "6.5"]],
    ]);
    expect(xl.drives.map((drive) => drive.name)).toEqual(["RWD", "4WD"]);
  });

  it("packages hold equipment the trim lacks and the next trims up have, priced by their equipment", () => {
    for (const { line, year, generation, builds } of YEARS) {
      const ladder = trimsOfYear(line, year);
      for (const each of builds) {
        const trim = ladder.find((t) => t.name === each.trim)!;
        const owned = new Set(equipmentOf(generation, trim));
        const higher = new Set(ladder.slice(ladder.indexOf(trim) + 1).flatMap((t) => equipmentOf(generation, t)));
        for (const pack of each.packages) {
          for (const item of pack.equipment) {
            expect(owned.has(item), `${name(line, year)} ${each.trim} ${pack.name}`).toBe(false);
            expect(higher.has(item)).toBe(true);
          }
        }
      }
    }
  });
});
