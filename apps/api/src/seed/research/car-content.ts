import type { CostYear, ResearchContent, ResearchTrim } from "@carmarket/contract";
import { engineName } from "../../catalogue/build-options.js";
import { configurationSoldAs, drivesOf, enginesOfTrim, trimsOfYear } from "../../catalogue/catalogue.js";
import { generationOf } from "../../catalogue/configuration-match.js";
import * as estimates from "../../catalogue/estimates.js";
import { economy, msrpInYear } from "../../catalogue/estimates.js";
import { engineTextOf, equipmentOf, fuelOf } from "../../catalogue/listing-facts.js";
import type { EngineSpec, Generation, ModelLine } from "../../catalogue/model-line.js";
import { CABIN_VIEWS, IMAGE_SIZES, IMAGE_VIEWS, vehicleImageUrl } from "../../images/image-sizes.js";
import type { Prng } from "../../stable-random/prng.js";
import { seedFromText } from "../../stable-random/seed-from-text.js";
import { capitalize, classNoun, classPlural, countOf, withArticle } from "./english.js";

/** What powers a car, as the cost to own prices its energy. */
export type Powertrain = "gasoline" | "hybrid" | "diesel" | "electric";

/** What the generator knows of one model-year: its catalogue line, its year and the trims the catalogue seeded. */
export interface CarInput {
  brandName: string;
  line: ModelLine;
  /** Slug of the car's pages, e.g. toyota-camry-2024 (gallery paths). */
  slug: string;
  year: number;
  /** The model year's trims and their MSRPs (model_years). */
  trims: { name: string; msrp: number }[];
}

/** Cost-to-own assumptions (apps/api/src/seed/research/README.md, ADR 043). */
export const CTO = {
  milesPerYear: 12_000,
  gasolinePerGallon: 3.5,
  dieselPerGallon: 4.0,
  electricityPerKwh: 0.16,
  /** Share of MSRP lost in years 1…5 (US averages: steep first year, then flatter). */
  depreciation: [0.2, 0.12, 0.1, 0.08, 0.07],
  insuranceBase: 1_100,
  insuranceShareOfMsrp: 0.018,
  maintenance: [450, 700, 900, 1_200, 1_500],
  repairs: [0, 150, 350, 600, 850],
  salesTaxAndFees: 0.075,
} as const;

/**
 * Research content of one model-year from the catalogue (ADR 271): the base trim's published figures and vPIC's
 * engine, the estimates of ADR 273 for what neither holds, and generated editorial text around them. The same
 * input and random seed give the same content.
 */
export function buildResearchContent(car: CarInput, random: Prng): ResearchContent {
  const base = baseCar(car);
  const { generation, engine, drive, facts } = base;
  const fuel = fuelOf(engine);
  const powertrain = POWERTRAIN[fuel];
  const economyFigures = economy(engine, fuel);
  const { city, highway, combined } = economyFigures;
  const { curbWeightLb: weight, hp, torqueLbFt: lbFt } = engine;
  const estimateInput = { line: car.line, generation, engine, drive, year: car.year };
  const zeroToSixty = estimates.zeroToSixty(estimateInput);
  const trims = researchTrims(car);
  const msrpMin = Math.min(...trims.map((t) => t.msrp));
  const msrpMax = Math.max(...trims.map((t) => t.msrp));
  const safety = {
    overall: generation.nhtsaOverall,
    front: null,
    side: null,
    rollover: null,
    small_overlap: null,
    moderate_overlap: null,
    side_iihs: null,
    roof_strength: null,
    headlights: null,
  };
  const reliability = estimates.reliability(estimateInput);
  const title = `${car.year} ${car.brandName} ${car.line.name}`;
  const cto = costToOwn({ year: car.year, powertrain }, msrpMin, combined);
  const engineText = engineTextOf(engine, facts);
  const scores = {
    performance: clampScore(5 + (hp / weight) * 40 - 1.5),
    comfort: clampScore(5.5 + between(random, 0, 3) + (msrpMin > 60_000 ? 1 : 0)),
    interior: clampScore(5 + between(random, 0, 3) + Math.min(2, msrpMin / 60_000)),
    technology: clampScore(6 + between(random, 0, 2.5) + (powertrain === "electric" ? 1 : 0)),
    value: clampScore(9 - msrpMin / 25_000 + between(random, 0, 1.5)),
  };
  const recommended = trims[Math.min(1, trims.length - 1)]!;
  const unitName = unit(powertrain);
  const safetyHighlight =
    safety.overall === null ? countOf(generation.safety.length, "standard safety feature") : `${safety.overall}-star overall safety rating`;
  return {
    overview: {
      summary: `The ${title} is ${withArticle(classNoun(car.line.vehicleClass))} with ${withArticle(engineText)} of ${hp} hp, ${combined} ${unitName} combined and a starting MSRP of $${msrpMin.toLocaleString("en-US")}.`,
      msrp_min: msrpMin,
      msrp_max: msrpMax,
      body_type: car.line.body,
      vehicle_class: car.line.vehicleClass,
      highlights: [`${engineText}, ${hp} hp`, `${combined} ${unitName} combined`, safetyHighlight, countOf(trims.length, "trim")],
    },
    specs: {
      engine: engineText,
      fuel,
      horsepower: hp,
      torque_lb_ft: lbFt,
      transmission: engine.transmission,
      drivetrain: drivesOf(generation, base.trim, engine).join(" or "),
      curb_weight_lb: weight,
      seating: generation.seats,
      fuel_tank_gal: generation.fuelTankGal,
      battery_kwh: engine.batteryKwh ?? null,
    },
    performance: {
      zero_to_sixty_s: zeroToSixty,
      quarter_mile_s: estimates.quarterMile(zeroToSixty),
      top_speed_mph: estimates.topSpeed(estimateInput),
      horsepower: hp,
      torque_lb_ft: lbFt,
    },
    mpg: { city, highway, combined, unit: unitName, range_miles: estimates.rangeMiles(engine, combined, generation.fuelTankGal) },
    dimensions: {
      length_in: generation.dimensions.length,
      width_in: generation.dimensions.width,
      height_in: generation.dimensions.height,
      wheelbase_in: generation.dimensions.wheelbase,
      ground_clearance_in: generation.dimensions.groundClearance,
    },
    cargo: {
      trunk_cu_ft: generation.cargo.trunk ?? null,
      behind_second_row_cu_ft: generation.cargo.behindSecondRow ?? null,
      max_cu_ft: generation.cargo.max ?? null,
      bed_length_ft: generation.cargo.bedFt?.[0] ?? null,
    },
    towing: { max_lb: generation.towingLb, recommended: generation.towingLb >= RECOMMENDED_TOWING_LB },
    safety,
    reliability: { ...reliability, recalls: null },
    safety_equipment: [...generation.safety],
    sources: {
      published: `${generation.source}; engine: NHTSA vPIC${engine.epa ? "; fuel economy: EPA" : ""}`,
      estimated: estimatedFigures(car, generation, engine),
      method: ESTIMATE_METHOD,
    },
    problems: problems(random, powertrain),
    trims,
    trim_families: trimFamilies(trims),
    cto,
    editor_review: {
      analysis_tabs: [
        { title: "What's New", content: [`The ${car.year} model carries ${countOf(trims.length, "trim")} from $${msrpMin.toLocaleString("en-US")}.`] },
        { title: "Pros", content: strengths(scores, combined, powertrain) },
        { title: "Cons", content: weaknesses(scores) },
        { title: "Verdict", content: [`${capitalize(withArticle(scoreWord(average(scores))))} choice among ${classPlural(car.line.vehicleClass)}.`] },
      ],
      comment: `We recommend the ${recommended.name} trim: it adds the features most buyers want for $${(recommended.msrp - msrpMin).toLocaleString("en-US")} more than the base car.`,
      competitor_data: [],
      faq: [
        {
          question: `How much does the ${title} cost?`,
          answer: `Prices start at $${msrpMin.toLocaleString("en-US")} and reach $${msrpMax.toLocaleString("en-US")} for the top trim, before destination fees.`,
        },
        { question: `What is the ${title}'s fuel economy?`, answer: `${city} city / ${highway} highway / ${combined} combined ${unitName}.` },
        { question: `How fast is the ${title}?`, answer: `We estimate 60 mph in about ${zeroToSixty} seconds with the ${hp} hp ${engineText}.` },
        {
          question: `Is the ${title} safe?`,
          answer:
            safety.overall === null
              ? `NHTSA has not published an overall rating for it; every trim has ${generation.safety.join(", ").toLowerCase()}.`
              : `It earns ${safety.overall} of 5 stars overall in NHTSA crash tests; every trim has ${generation.safety.join(", ").toLowerCase()}.`,
        },
      ],
      overview: `The ${title} competes in the ${classNoun(car.line.vehicleClass)} class. Our editors scored it ${average(scores)} out of 10.`,
      review: Object.entries(scores).map(([key, score]) => ({ title: capitalize(key), score, text: `${capitalize(key)}: ${scoreWord(score)} for the class.` })),
      trim_data: { recommended: recommended.name, reason: "Best balance of equipment and price.", trims },
      author: "CarMarket Editors",
    },
    gallery: gallery(car),
  };
}

/** A maker's rating a shopper can tow with in earnest; below it the towing tab says "not recommended". */
const RECOMMENDED_TOWING_LB = 3_500;

const ESTIMATE_METHOD =
  "Estimated by CarMarket from the published power, curb weight, body, size, drive and fuel: 0–60 mph and quarter mile from weight per horsepower, top speed from power against drag capped at the class's usual governed speed, reliability from the powertrain's complexity, cost to own from price and fuel (ADR 273).";

const POWERTRAIN = { Gasoline: "gasoline", Hybrid: "hybrid", Diesel: "diesel", Electric: "electric" } as const satisfies Record<string, Powertrain>;

/** The powertrain of a car's research content, from the fuel its specifications state. */
export function powertrainOf(content: Pick<ResearchContent, "specs">): Powertrain {
  return POWERTRAIN[content.specs.fuel as keyof typeof POWERTRAIN] ?? "gasoline";
}

/** The cheapest trim of the year, its first engine and drive, and the decode of a VIN sold that way. */
function baseCar(car: CarInput) {
  const generation = generationOf(car.line, car.year);
  const trim = trimsOfYear(car.line, car.year)[0];
  if (!generation || !trim) throw new Error(`the catalogue sells no ${car.year} ${car.line.name}`);
  const engine = enginesOfTrim(car.line, car.year, trim)[0]!;
  const configuration = configurationSoldAs(car.line, car.year, trim, engine)!;
  return { generation, trim, engine, drive: drivesOf(generation, trim, engine)[0]!, facts: configuration.facts };
}

/** The paths of the content's figures that are estimates rather than published or decoded. */
function estimatedFigures(car: CarInput, generation: Generation, engine: EngineSpec): string[] {
  const figures = ["performance.zero_to_sixty_s", "performance.quarter_mile_s", "performance.top_speed_mph", "reliability.score", "cto.total"];
  if (!engine.epa) figures.push("mpg.city", "mpg.highway", "mpg.combined");
  if (engine.rangeMi === undefined) figures.push("mpg.range_miles");
  if (car.year !== generation.msrpYear) figures.push("overview.msrp_min", "overview.msrp_max", "trims.msrp");
  return figures;
}

/** Editor's overall score out of 10: the mean of the review sections. */
export function editorScore(content: ResearchContent): number {
  const scores = content.editor_review.review.map((r) => r.score);
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}

function researchTrims(car: CarInput): ResearchTrim[] {
  const generation = generationOf(car.line, car.year)!;
  const msrps = new Map(car.trims.map((trim) => [trim.name, trim.msrp]));
  return trimsOfYear(car.line, car.year).map((trim) => {
    // The trim's engines lead its list, each named as the VIN of a car sold that way decodes it.
    const engines = enginesOfTrim(car.line, car.year, trim).map((engine) => engineName(car.line, car.year, trim, engine));
    return {
      name: trim.name,
      family: trim.name.split(" ")[0]!,
      msrp: msrps.get(trim.name) ?? msrpInYear(trim.msrp, generation.msrpYear, car.year),
      features: [...engines, ...equipmentOf(generation, trim)],
    };
  });
}

function trimFamilies(trims: ResearchTrim[]) {
  const families = new Map<string, ResearchTrim[]>();
  for (const trim of trims) families.set(trim.family, [...(families.get(trim.family) ?? []), trim]);
  return [...families].map(([family, members]) => ({ family, trims: members.map((t) => t.name), msrp_from: Math.min(...members.map((t) => t.msrp)) }));
}

// Shares print as percentages through Intl: 0.07 * 100 is 7.000000000000001 in floating point (issue #15).
const PERCENT = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 5-year cost to own: depreciation + energy + insurance + maintenance + repairs + first-year taxes and fees. */
export function costToOwn(car: { year: number; powertrain: Powertrain }, msrp: number, combined: number): ResearchContent["cto"] {
  const energyPerYear =
    car.powertrain === "electric"
      ? (CTO.milesPerYear / combined) * 33.7 * CTO.electricityPerKwh
      : (CTO.milesPerYear / combined) * (car.powertrain === "diesel" ? CTO.dieselPerGallon : CTO.gasolinePerGallon);
  const years: CostYear[] = CTO.depreciation.map((share, i) => {
    const row = {
      year: car.year + i,
      depreciation: Math.round(msrp * share),
      fuel: Math.round(energyPerYear * (1 + 0.03 * i)),
      insurance: Math.round((CTO.insuranceBase + msrp * CTO.insuranceShareOfMsrp) * (1 - 0.03 * i)),
      maintenance: CTO.maintenance[i]!,
      repairs: CTO.repairs[i]!,
      taxes_fees: i === 0 ? Math.round(msrp * CTO.salesTaxAndFees) : 0,
    };
    return { ...row, total: row.depreciation + row.fuel + row.insurance + row.maintenance + row.repairs + row.taxes_fees };
  });
  return {
    years,
    total: years.reduce((sum, y) => sum + y.total, 0),
    method: `Base MSRP; ${CTO.milesPerYear.toLocaleString("en-US")} miles a year; energy at ${CENTS.format(CTO.gasolinePerGallon)}/gal gasoline, ${CENTS.format(CTO.dieselPerGallon)}/gal diesel or ${CENTS.format(CTO.electricityPerKwh)}/kWh, rising 3% a year; depreciation ${CTO.depreciation.map((d) => PERCENT.format(d)).join(", ")} of MSRP; insurance $${CTO.insuranceBase.toLocaleString("en-US")} + ${PERCENT.format(CTO.insuranceShareOfMsrp)} of MSRP; sales tax and fees ${PERCENT.format(CTO.salesTaxAndFees)} in year one.`,
  };
}

/** Problem areas whose name does not work as a noun before 'issues' ('brakes issues', issue #27.5). */
const PROBLEM_NOUNS: Record<string, string> = { Brakes: "brake" };

function problems(random: Prng, powertrain: Powertrain) {
  const areas =
    powertrain === "electric"
      ? ["Charging", "Infotainment", "Body hardware", "Climate control"]
      : ["Infotainment", "Transmission", "Engine", "Electrical", "Brakes", "Body hardware"];
  return areas
    .filter(() => random.chance(0.6))
    .map((area) => ({
      area,
      reports: random.int(2, 60),
      summary: `Owners report occasional ${PROBLEM_NOUNS[area] ?? area.toLowerCase()} issues; most are fixed under warranty.`,
    }))
    .sort((a, b) => b.reports - a.reports);
}

/** Paints a model's gallery is drawn in; one per model, chosen by its name (every year the same). */
const GALLERY_PAINTS = ["red", "blue", "white", "black", "silver", "gray", "green", "navy"] as const;

function gallery(car: CarInput) {
  // A body the URL scheme does not know draws a sedan rather than no picture at all.
  const body = car.line.body;
  const paint = GALLERY_PAINTS[seedFromText(`${car.brandName}/${car.line.name}`.toLowerCase(), 0x9a1) % GALLERY_PAINTS.length]!;
  return IMAGE_VIEWS.map((view) => ({
    path: vehicleImageUrl(body, paint, IMAGE_SIZES.main, view),
    tags: [...new Set([(CABIN_VIEWS as readonly string[]).includes(view) ? "interior" : "exterior", view])],
    video_tag: null,
    poster: null,
  }));
}

function unit(powertrain: Powertrain): "MPG" | "MPGe" {
  return powertrain === "electric" ? "MPGe" : "MPG";
}

/** A draw in [min, max) with one decimal. */
function between(random: Prng, min: number, max: number): number {
  return Math.round((min + random.next() * (max - min)) * 10) / 10;
}

function clampScore(value: number): number {
  return Math.round(Math.min(10, Math.max(1, value)) * 10) / 10;
}

function average(scores: Record<string, number>): number {
  const values = Object.values(scores);
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

function scoreWord(score: number): string {
  return score >= 8.5 ? "excellent" : score >= 7 ? "strong" : score >= 5.5 ? "competitive" : "weak";
}

function strengths(scores: Record<string, number>, combined: number, powertrain: Powertrain): string[] {
  const pros = Object.entries(scores)
    .filter(([, s]) => s >= 7)
    .map(([k]) => `Strong ${k}`);
  if (powertrain !== "gasoline") pros.push(`Efficient ${powertrain} powertrain (${combined} ${unit(powertrain)})`);
  return pros.length ? pros : ["Fair price for the equipment"];
}

function weaknesses(scores: Record<string, number>): string[] {
  const cons = Object.entries(scores)
    .filter(([, s]) => s < 6)
    .map(([k]) => `Weak ${k}`);
  return cons.length ? cons : ["Few options packages"];
}
