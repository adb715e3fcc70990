import { describe, expect, it } from "vitest";
import { REVIEW_CONTENT_TABS } from "@carmarket/routes";
import { findLine } from "../../catalogue/catalogue.js";
import { trimsFor } from "../catalog/seed-brands.js";
import { CTO, buildResearchContent, costToOwn, editorScore, type CarInput } from "./car-content.js";
import { Prng } from "../../stable-random/prng.js";
import { indefiniteArticle } from "./english.js";

/** A catalogue line's model year as the research seed reads it. */
function car(brand: string, model: string, year: number): CarInput {
  const line = findLine(brand, model)!;
  return { brandName: brand.charAt(0).toUpperCase() + brand.slice(1), line, slug: `${brand}-${model}-${year}`, year, trims: trimsFor(line, year) };
}

const camry = car("toyota", "camry", 2024);

/** Every sentence the generator writes for a car (summaries, highlights, review, FAQ, problems). */
function textsOf(content: ReturnType<typeof buildResearchContent>): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  // The body type is a slug field (§2.5), not text; pages print its label.
  walk({ ...content, overview: { ...content.overview, body_type: "" }, gallery: [], cto: {} });
  return texts;
}

describe("#27.5 generated research copy reads right", () => {
  // A catalogue line of each class the issue names.
  const lines: [string, string][] = [
    ["tesla", "model-y"],
    ["toyota", "rav4"],
    ["toyota", "camry"],
    ["ford", "f-150"],
    ["bmw", "x5"],
    ["chevrolet", "corvette"],
  ];
  it.each(lines)("%s %s: articles fit the next word, class words keep their capitals, counts their number", (brand, model) => {
    for (let seed = 1; seed <= 40; seed++) {
      const text = textsOf(buildResearchContent(car(brand, model, 2024), new Prng(seed))).join(" \n ");
      for (const [, article, word] of text.matchAll(/\b([Aa]n?) ([\w-]+)/g))
        expect(`${article!.toLowerCase()} ${word}`).toBe(`${indefiniteArticle(word!)} ${word}`);
      expect(text).not.toMatch(/\bsuvs?\b/);
      expect(text).not.toMatch(/\b1 (trims|standard safety features)\b/);
      expect(text).not.toMatch(/brakes issues/);
    }
  });

  it("says 'an Electric SUV' the way a sentence does: 'an electric SUV', among 'electric SUVs'", () => {
    const content = buildResearchContent(car("tesla", "model-y", 2024), new Prng(5));
    expect(content.overview.summary).toContain("is an electric SUV with");
    expect(content.editor_review.analysis_tabs.find((tab) => tab.title === "Verdict")?.content[0]).toMatch(/choice among electric SUVs\.$/);
  });
});

describe("buildResearchContent", () => {
  it("is deterministic for a seed", () => {
    expect(buildResearchContent(camry, new Prng(9))).toEqual(buildResearchContent(camry, new Prng(9)));
  });

  it("§2.2 the editor review carries every review-content tab", () => {
    const review = buildResearchContent(camry, new Prng(1)).editor_review;
    for (const key of REVIEW_CONTENT_TABS) expect(review).toHaveProperty(key);
  });

  it("§3 crash-test labels: NHTSA's published overall stars, and no rating the catalogue does not hold (#23.2: never drawn at random)", () => {
    const { safety, safety_equipment } = buildResearchContent(camry, new Prng(2));
    expect(safety.overall).toBe(5);
    expect([safety.front, safety.small_overlap, safety.headlights]).toEqual([null, null, null]);
    expect(safety_equipment).toContain("Automatic Emergency Braking");
    expect(buildResearchContent(car("chevrolet", "corvette", 2024), new Prng(2)).safety.overall).toBeNull();
  });

  it("§3 gallery items have path (containing 'images/'), tags, video_tag and poster", () => {
    const { gallery } = buildResearchContent(camry, new Prng(3));
    expect(gallery.length).toBeGreaterThan(0);
    for (const item of gallery) expect(Object.keys(item).sort()).toEqual(["path", "poster", "tags", "video_tag"]);
    expect(gallery.every((g) => g.path.includes("images/"))).toBe(true);
  });

  it("keeps trims, families and the price range consistent", () => {
    const content = buildResearchContent(camry, new Prng(4));
    expect(content.overview.msrp_min).toBe(Math.min(...camry.trims.map((t) => t.msrp)));
    expect(content.overview.msrp_max).toBe(Math.max(...camry.trims.map((t) => t.msrp)));
    expect(content.trim_families.flatMap((f) => f.trims).sort()).toEqual(camry.trims.map((t) => t.name).sort());
    expect(editorScore(content)).toBeGreaterThan(0);
    expect(editorScore(content)).toBeLessThanOrEqual(10);
  });

  it("#23.2 states the published figures of the base trim's engine, and each trim's engines lead its features", () => {
    const content = buildResearchContent(camry, new Prng(7));
    expect(content.specs).toMatchObject({
      engine: "2.5L I4",
      horsepower: 203,
      torque_lb_ft: 184,
      transmission: "8-Speed Automatic",
      curb_weight_lb: 3_310,
      seating: 5,
    });
    expect(content.mpg).toMatchObject({ city: 29, highway: 41, combined: 34, unit: "MPG" });
    expect(content.dimensions).toEqual({ length_in: 192.1, width_in: 72.4, height_in: 56.9, wheelbase_in: 111.2, ground_clearance_in: 5.7 });
    expect(content.trims.find((trim) => trim.name === "XSE")?.features.slice(0, 2)).toEqual(["2.5L I4, 203 hp", "3.5L V6, 301 hp"]);
    expect(content.sources.published).toContain("Toyota, 2018 Camry product information");
  });

  it("#23.4 labels what it estimates: 0–60, top speed, reliability, cost to own, and prices outside the published year", () => {
    const { sources } = buildResearchContent(camry, new Prng(7));
    expect(sources.estimated).toEqual(
      expect.arrayContaining(["performance.zero_to_sixty_s", "performance.top_speed_mph", "reliability.score", "cto.total", "trims.msrp"]),
    );
    expect(sources.estimated).not.toContain("mpg.combined");
    expect(sources.method).toMatch(/Estimated/);
  });

  it("draws the gallery as the car's body type, not one sedan for every car (issue #15)", () => {
    const sedan = buildResearchContent(camry, new Prng(8)).gallery;
    const suv = buildResearchContent(car("toyota", "rav4", 2024), new Prng(8)).gallery;
    const pickup = buildResearchContent(car("toyota", "tundra", 2024), new Prng(8)).gallery;
    expect(sedan[0]!.path).toMatch(/^\/api\/images\/sedan\/[a-z]+\/760x425\.svg$/);
    expect(suv[0]!.path).toMatch(/^\/api\/images\/suv\//);
    expect(pickup[0]!.path).toMatch(/^\/api\/images\/pickup-truck\//);
    expect(suv.filter((item) => item.tags.includes("interior")).map((item) => item.tags)).toEqual([
      ["interior"],
      ["interior", "dashboard"],
      ["interior", "cargo"],
    ]);
  });

  it("electric cars get MPGe, their battery, their EPA range and no fuel tank", () => {
    const ev = buildResearchContent(car("tesla", "model-3", 2024), new Prng(5));
    expect(ev.mpg.unit).toBe("MPGe");
    expect(ev.specs.fuel_tank_gal).toBeNull();
    expect(ev.specs.battery_kwh).toBeGreaterThan(40);
    expect(ev.mpg.range_miles).toBe(272);
    expect(ev.specs.drivetrain).toBe("RWD");
  });
});

describe("costToOwn (cto)", () => {
  it("sums five years of depreciation, energy, insurance, maintenance, repairs and first-year taxes", () => {
    const cto = costToOwn({ year: 2024, powertrain: "gasoline" }, 30_000, 30);
    expect(cto.years.map((y) => y.year)).toEqual([2024, 2025, 2026, 2027, 2028]);
    const first = cto.years[0]!;
    expect(first.depreciation).toBe(6_000);
    expect(first.fuel).toBe(1_400); // 12,000 mi / 30 mpg × $3.50
    expect(first.taxes_fees).toBe(2_250);
    expect(cto.years.slice(1).every((y) => y.taxes_fees === 0)).toBe(true);
    expect(cto.total).toBe(cto.years.reduce((s, y) => s + y.total, 0));
    const depreciation = cto.years.reduce((s, y) => s + y.depreciation, 0);
    expect(depreciation).toBe(Math.round(30_000 * CTO.depreciation.reduce((a, b) => a + b, 0)));
  });

  it("the method prints its shares and prices as people write them (issue #15: no '7.000000000000001%')", () => {
    const { method } = costToOwn({ year: 2024, powertrain: "gasoline" }, 30_000, 30);
    expect(method).toContain("depreciation 20%, 12%, 10%, 8%, 7% of MSRP");
    expect(method).toContain("insurance $1,100 + 1.8% of MSRP");
    expect(method).toContain("$3.50/gal gasoline, $4.00/gal diesel or $0.16/kWh");
    expect(method).toContain("sales tax and fees 7.5% in year one");
  });

  it("prices electricity per kWh for electric cars", () => {
    const cto = costToOwn({ year: 2024, powertrain: "electric" }, 40_000, 120);
    expect(cto.years[0]!.fuel).toBe(539); // 12,000 mi / 120 MPGe × 33.7 kWh × $0.16
  });
});
