import { describe, expect, it } from "vitest";
import { REVIEW_CONTENT_TABS } from "@carmarket/routes";
import { CTO, buildResearchContent, costToOwn, editorScore, type CarInput } from "./car-content.js";
import { Prng } from "../prng.js";
import { specSheet } from "../vehicle-specs.js";
import { indefiniteArticle } from "./english.js";

const camry: CarInput = {
  brandName: "Toyota", modelName: "Camry", slug: "toyota-camry-2024", year: 2024, bodyType: "sedan", vehicleClass: "Midsize Car",
  msrpBase: 26_420, trims: [{ name: "LE", msrp: 26_420 }, { name: "SE", msrp: 28_000 }, { name: "XSE", msrp: 32_000 }],
  powertrain: "gasoline", drivetrain: null,
};

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
  const classes = ["Electric SUV", "Compact SUV", "Midsize Car", "Full-size Pickup", "Midsize Luxury SUV"];
  it.each(classes)("%s: articles fit the next word, class words keep their capitals, counts their number", (vehicleClass) => {
    for (let seed = 1; seed <= 40; seed++) {
      const input: CarInput = { ...camry, vehicleClass, bodyType: vehicleClass.includes("SUV") ? "suv" : camry.bodyType, trims: seed % 2 ? [{ name: "Base", msrp: 40_000 }] : camry.trims, powertrain: vehicleClass.startsWith("Electric") ? "electric" : "gasoline" };
      const text = textsOf(buildResearchContent(input, new Prng(seed))).join(" \n ");
      for (const [, article, word] of text.matchAll(/\b([Aa]n?) ([\w-]+)/g)) expect(`${article!.toLowerCase()} ${word}`).toBe(`${indefiniteArticle(word!)} ${word}`);
      expect(text).not.toMatch(/\bsuvs?\b/);
      expect(text).not.toMatch(/\b1 trims\b/);
      expect(text).not.toMatch(/brakes issues/);
    }
  });

  it("says 'an Electric SUV' the way a sentence does: 'an electric SUV', among 'electric SUVs'", () => {
    const content = buildResearchContent({ ...camry, vehicleClass: "Electric SUV", bodyType: "suv", powertrain: "electric" }, new Prng(5));
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

  it("§3 crash-test labels: overall, front, side, rollover as stars; small overlap and others as IIHS words", () => {
    const { safety } = buildResearchContent(camry, new Prng(2));
    for (const stars of [safety.overall, safety.front, safety.side, safety.rollover]) expect(stars).toBeGreaterThanOrEqual(1);
    expect(["Good", "Acceptable", "Marginal", "Poor"]).toContain(safety.small_overlap);
  });

  it("§3 gallery items have path (containing 'images/'), tags, video_tag and poster", () => {
    const { gallery } = buildResearchContent(camry, new Prng(3));
    expect(gallery.length).toBeGreaterThan(0);
    for (const item of gallery) expect(Object.keys(item).sort()).toEqual(["path", "poster", "tags", "video_tag"]);
    expect(gallery.every((g) => g.path.includes("images/"))).toBe(true);
  });

  it("keeps trims, families and the price range consistent", () => {
    const content = buildResearchContent(camry, new Prng(4));
    expect(content.overview.msrp_min).toBe(26_420);
    expect(content.overview.msrp_max).toBe(32_000);
    expect(content.trim_families.flatMap((f) => f.trims).sort()).toEqual(["LE", "SE", "XSE"]);
    expect(editorScore(content)).toBeGreaterThan(0);
    expect(editorScore(content)).toBeLessThanOrEqual(10);
  });

  it("rivals of one segment get their own specs (issue #15: Camry and Accord both printed 2.0T, 211 hp, 0–60 in 7.9 s)", () => {
    // The catalogue's base MSRPs: $105 apart, which the old price-driven model turned into the same car.
    const accord = buildResearchContent({ ...camry, brandName: "Honda", modelName: "Accord", slug: "honda-accord-2025", msrpBase: 28_295 }, new Prng(6));
    const ours = buildResearchContent({ ...camry, slug: "toyota-camry-2025", msrpBase: 28_400 }, new Prng(6));
    expect([ours.specs.engine, ours.specs.horsepower, ours.performance.zero_to_sixty_s]).not.toEqual([accord.specs.engine, accord.specs.horsepower, accord.performance.zero_to_sixty_s]);
    expect(ours.dimensions).not.toEqual(accord.dimensions);
  });

  it("states the figures of the spec sheet the car's listings come from, and each trim's engine", () => {
    const sheet = specSheet({ brand: "Toyota", model: "Camry", body: "sedan", vehicleClass: "Midsize Car", powertrain: "gasoline" }, 3);
    const content = buildResearchContent(camry, new Prng(7));
    expect(content.specs).toMatchObject({ engine: sheet.trims[0]!.engine, horsepower: sheet.trims[0]!.horsepower, transmission: sheet.trims[0]!.transmission });
    expect(content.mpg).toMatchObject(sheet.trims[0]!.economy);
    expect(content.trims.map((trim) => trim.features[0])).toEqual(sheet.trims.map((trim) => `${trim.engine}, ${trim.horsepower} hp`));
  });

  it("draws the gallery as the car's body type, not one sedan for every car (issue #15)", () => {
    const sedan = buildResearchContent(camry, new Prng(8)).gallery;
    const suv = buildResearchContent({ ...camry, modelName: "RAV4", slug: "toyota-rav4-2024", bodyType: "suv", vehicleClass: "Compact SUV" }, new Prng(8)).gallery;
    const pickup = buildResearchContent({ ...camry, modelName: "Tundra", slug: "toyota-tundra-2024", bodyType: "pickup-truck", vehicleClass: "Full-size Pickup" }, new Prng(8)).gallery;
    expect(sedan[0]!.path).toMatch(/^\/api\/images\/sedan\/[a-z]+\/760x425\.svg$/);
    expect(suv[0]!.path).toMatch(/^\/api\/images\/suv\//);
    expect(pickup[0]!.path).toMatch(/^\/api\/images\/pickup-truck\//);
    expect(suv.filter((item) => item.tags.includes("interior")).map((item) => item.tags)).toEqual([["interior"], ["interior", "dashboard"], ["interior", "cargo"]]);
  });

  it("electric cars get MPGe, a battery and no fuel tank", () => {
    const ev = buildResearchContent({ ...camry, powertrain: "electric", vehicleClass: "Electric Car" }, new Prng(5));
    expect(ev.mpg.unit).toBe("MPGe");
    expect(ev.specs.fuel_tank_gal).toBeNull();
    expect(ev.specs.battery_kwh).toBeGreaterThan(40);
    expect(ev.mpg.range_miles).toBeGreaterThan(150);
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
