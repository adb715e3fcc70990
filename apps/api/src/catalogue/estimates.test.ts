import { describe, expect, it } from "vitest";
import type { ResearchContent } from "@carmarket/contract";
import { buildResearchContent } from "../seed/research/car-content.js";
import { trimsFor } from "../seed/catalog/seed-brands.js";
import { Prng } from "../stable-random/prng.js";
import { yearsOf } from "./catalogue.js";
import { economy, quarterMile, reliability, topSpeed, zeroToSixty } from "./estimates.js";
import type { ModelLine } from "./model-line.js";
import { lineKey, MODEL_LINES } from "./model-lines.js";

/** The research page of every model year of every line, as the seed writes it. */
const pages: { line: ModelLine; year: number; content: ResearchContent }[] = MODEL_LINES.flatMap((line) =>
  yearsOf(line).map((year) => ({
    line,
    year,
    content: buildResearchContent(
      { brandName: line.vpic.make, line, slug: `${lineKey(line).replace("/", "-")}-${year}`, year, trims: trimsFor(line, year) },
      new Prng(year),
    ),
  })),
);

const page = (key: string, year: number) => pages.find((p) => lineKey(p.line) === key && p.year === year)!.content;
const of = (test: (line: ModelLine) => boolean) => pages.filter((p) => test(p.line));

describe("#23.4 estimates inside their class's bounds, for every model", () => {
  it("top speed: no pickup, van, minivan or non-luxury SUV is a 150 mph car; cars and sports cars are fast as their class is", () => {
    expect(pages.length).toBeGreaterThan(250);
    for (const { line, year, content } of pages) {
      const label = `${year} ${lineKey(line)} ${content.performance.top_speed_mph} mph`;
      expect(content.performance.top_speed_mph, label).toBeGreaterThanOrEqual(85);
      if (/Pickup|Van|Minivan|Off-road/.test(line.vehicleClass)) expect(content.performance.top_speed_mph, label).toBeLessThanOrEqual(112);
      else if (/SUV/.test(line.vehicleClass) && !/Luxury|Electric/.test(line.vehicleClass))
        expect(content.performance.top_speed_mph, label).toBeLessThanOrEqual(115);
      else if (line.vehicleClass !== "Sports Car") expect(content.performance.top_speed_mph, label).toBeLessThanOrEqual(160);
      else expect(content.performance.top_speed_mph, label).toBeGreaterThanOrEqual(130);
    }
    expect(new Set(pages.map((p) => p.content.performance.top_speed_mph)).size).toBeGreaterThan(10);
  });

  it("0–60 mph and the quarter mile: between 2.3 and 13 s, a heavy-duty pickup never under 6.5 s, a sports car under 7 s", () => {
    for (const { line, year, content } of pages) {
      const label = `${year} ${lineKey(line)} ${content.performance.zero_to_sixty_s} s`;
      expect(content.performance.zero_to_sixty_s, label).toBeGreaterThanOrEqual(2.3);
      expect(content.performance.zero_to_sixty_s, label).toBeLessThanOrEqual(13);
      expect(content.performance.quarter_mile_s).toBeGreaterThan(content.performance.zero_to_sixty_s);
      if (line.vehicleClass === "Heavy-duty Pickup") expect(content.performance.zero_to_sixty_s, label).toBeGreaterThanOrEqual(6.5);
      if (line.vehicleClass === "Sports Car") expect(content.performance.zero_to_sixty_s, label).toBeLessThan(7);
    }
  });

  it("economy: gasoline 10–45 MPG, hybrids 25–60 MPG, electric 70–150 MPGe; a full-size pickup 14–26 MPG", () => {
    for (const { line, year, content } of pages) {
      const { combined, unit } = content.mpg;
      const label = `${year} ${lineKey(line)} ${combined} ${unit} (${content.specs.fuel})`;
      if (content.specs.fuel === "Electric") expect([unit, combined >= 70 && combined <= 150], label).toEqual(["MPGe", true]);
      else if (content.specs.fuel === "Hybrid") expect(combined >= 20 && combined <= 60, label).toBe(true);
      else expect(combined >= 10 && combined <= 45, label).toBe(true);
      if (/Full-size Pickup|Heavy-duty Pickup/.test(line.vehicleClass)) expect(combined >= 12 && combined <= 26, label).toBe(true);
    }
  });

  it("towing, trunk and cargo: pickups tow at least 4,000 lb, cars carry a trunk of 4–25 cu ft, SUVs and vans cargo behind the second row", () => {
    for (const { line, year, content } of pages) {
      const label = `${year} ${lineKey(line)}`;
      if (line.body === "pickup-truck") expect([label, content.towing.max_lb >= 4_000, content.cargo.bed_length_ft !== null]).toEqual([label, true, true]);
      if (line.body === "sedan" || line.body === "coupe" || line.body === "convertible") {
        expect(content.cargo.trunk_cu_ft! >= 4 && content.cargo.trunk_cu_ft! <= 25, label).toBe(true);
        expect(content.towing.recommended, label).toBe(false);
      }
      if (line.body === "suv" || line.body === "van") expect(content.cargo.behind_second_row_cu_ft! >= 15, label).toBe(true);
    }
  });

  it("reliability reads on one scale, 1 to 5", () => {
    for (const { content } of pages) expect(content.reliability.score >= 1 && content.reliability.score <= 5).toBe(true);
  });
});

describe("#23 the cars the issue names are what they are", () => {
  it("a Corvette has its V8, a 911 its flat-six, a Model 3 is never FWD, a Wrangler is 4WD without a CVT", () => {
    for (const year of [2018, 2020, 2024]) expect(page("chevrolet/corvette", year).specs.engine).toMatch(/^6\.2L V8/);
    for (const year of [2018, 2024]) expect(page("porsche/911", year).specs.engine).toMatch(/^3\.0L H6 Twin Turbo/);
    for (const { content } of of((line) => lineKey(line) === "tesla/model-3")) expect(content.specs.drivetrain).not.toMatch(/FWD/);
    for (const { content } of of((line) => lineKey(line) === "jeep/wrangler"))
      expect([content.specs.drivetrain, /CVT/.test(content.specs.transmission)]).toEqual(["4WD", false]);
  });

  it("#23.2 the research pages of the Corvette, 911, F-150, Ram 2500, the minivans and the Model 3 show their real engines and drives, on every trim", () => {
    const real: Record<string, { engines: RegExp; drives: readonly string[]; years: number }> = {
      "chevrolet/corvette": { engines: /^(6\.2L V8( Supercharged)?|5\.5L V8)$/, drives: ["RWD", "AWD"], years: 8 },
      "porsche/911": { engines: /^(3\.0|3\.7|3\.8)L H6 Twin Turbo$/, drives: ["RWD", "AWD"], years: 8 },
      "ford/f-150": {
        engines: /^(3\.3L V6|2\.7L V6 Twin Turbo|3\.5L V6 Twin Turbo( Hybrid)?|5\.0L V8|5\.2L V8 Supercharged|3\.0L V6 Turbo Diesel)$/,
        drives: ["RWD", "4WD"],
        years: 8,
      },
      "ram/2500": { engines: /^(6\.4L V8|6\.7L I6 Turbo Diesel)$/, drives: ["RWD", "4WD"], years: 5 },
      "toyota/sienna": { engines: /^(3\.5L V6|2\.5L I4 Hybrid)$/, drives: ["FWD", "AWD"], years: 6 },
      "honda/odyssey": { engines: /^3\.5L V6$/, drives: ["FWD"], years: 8 },
      "chrysler/pacifica": { engines: /^3\.6L V6( Plug-In Hybrid)?$/, drives: ["FWD", "AWD"], years: 8 },
      "tesla/model-3": { engines: /^(Single|Dual)-Motor Electric$/, drives: ["RWD", "AWD"], years: 8 },
    };
    for (const [key, { engines, drives, years }] of Object.entries(real)) {
      const shown = of((line) => lineKey(line) === key);
      expect(shown.length, key).toBeGreaterThanOrEqual(years);
      for (const { year, content } of shown) {
        const label = `${year} ${key}`;
        expect(content.specs.engine, label).toMatch(engines);
        for (const drive of content.specs.drivetrain.split(" or ")) expect(drives, `${label} ${content.specs.drivetrain}`).toContain(drive);
        const trimEngines = content.trims.flatMap((trim) =>
          trim.features.filter((feature) => / hp$/.test(feature)).map((feature) => feature.replace(/, \d+ hp$/, "")),
        );
        expect(trimEngines.length, label).toBeGreaterThan(0);
        for (const engine of trimEngines) expect(engine, label).toMatch(engines);
      }
    }
  });

  it("an F-150 does high-teens to twenties MPG combined and tops out near 100 mph; a Ram 2500 is no 167 mph, 6.3 s truck", () => {
    for (const { content } of of((line) => lineKey(line) === "ford/f-150")) {
      expect(content.mpg.combined).toBeGreaterThanOrEqual(17);
      expect(content.mpg.combined).toBeLessThanOrEqual(26);
      expect(content.performance.top_speed_mph).toBeLessThanOrEqual(110);
      expect(content.dimensions.length_in).toBeLessThan(235);
    }
    const ram = page("ram/2500", 2024);
    expect(ram.performance.top_speed_mph).toBeLessThanOrEqual(100);
    expect(ram.performance.zero_to_sixty_s).toBeGreaterThanOrEqual(6.5);
  });

  it("Camry and Accord carry their real engines (no 2.9L or 3.4L V6)", () => {
    expect(page("toyota/camry", 2024).trims.flatMap((trim) => trim.features.filter((f) => / hp$/.test(f)))).toEqual(
      expect.arrayContaining(["2.5L I4, 203 hp", "3.5L V6, 301 hp"]),
    );
    expect(page("honda/accord", 2024).specs.engine).toBe("1.5L I4 Turbo");
    for (const { content } of of((line) => ["toyota/camry", "honda/accord"].includes(lineKey(line)))) expect(content.specs.engine).not.toMatch(/2\.9L|3\.4L/);
  });
});

describe("the estimate formulas (ADR 273)", () => {
  const camry = { curbWeightLb: 3_310, hp: 203, transmission: "8-Speed Automatic", electrification: null } as const;
  it("0–60 falls with power per pound, all-wheel drive, a dual clutch and an electric motor", () => {
    const base = zeroToSixty({ engine: { ...camry } as never, drive: "FWD" });
    expect(base).toBeCloseTo(7.3, 1);
    expect(zeroToSixty({ engine: { ...camry, hp: 301 } as never, drive: "FWD" })).toBeLessThan(base);
    expect(zeroToSixty({ engine: { ...camry } as never, drive: "AWD" })).toBeLessThan(base);
    expect(zeroToSixty({ engine: { ...camry, transmission: "8-Speed Dual-Clutch" } as never, drive: "FWD" })).toBeLessThan(base);
    expect(zeroToSixty({ engine: { ...camry, hp: 5_000 } as never, drive: "AWD" })).toBe(2.3);
    expect(quarterMile(base)).toBeCloseTo(base * 1.3 + 5.6, 1);
  });

  it("top speed is capped at the class's governed speed; economy the EPA does not rate is estimated from weight and power", () => {
    const truck = {
      line: { body: "pickup-truck", vehicleClass: "Heavy-duty Pickup" },
      generation: { dimensions: { length: 238, width: 79, height: 79, wheelbase: 149, groundClearance: 8 } },
      engine: { hp: 410, curbWeightLb: 6_400 },
    };
    expect(topSpeed(truck as never)).toBe(98);
    const estimated = economy({ epa: null, curbWeightLb: 6_400, hp: 410 } as never, "Gasoline");
    expect(estimated.combined).toBeGreaterThanOrEqual(10);
    expect(estimated.combined).toBeLessThanOrEqual(16);
    expect(economy({ epa: null, curbWeightLb: 7_300, hp: 370 } as never, "Diesel").combined).toBeGreaterThan(estimated.combined);
  });

  it("reliability falls with forced induction, a first model year and driven axles", () => {
    const generation = { years: [2018, 2024] as const, dimensions: camry, fuelTankGal: 15 };
    const plain = reliability({
      generation: generation as never,
      engine: { induction: null, electrification: null, hp: 203, match: { displacementL: 2.5 } } as never,
      drive: "FWD",
      year: 2020,
    });
    const turbo = reliability({
      generation: generation as never,
      engine: { induction: "turbo", electrification: null, hp: 203, match: { displacementL: 2.5 } } as never,
      drive: "AWD",
      year: 2018,
    });
    expect(plain.score).toBe(4);
    expect(turbo.score).toBeLessThan(plain.score);
  });
});
