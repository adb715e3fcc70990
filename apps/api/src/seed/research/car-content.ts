import type { CostYear, IihsRating, ResearchContent, ResearchTrim } from "@carmarket/contract";
import { isBodyTypeSlug } from "@carmarket/routes";
import { CABIN_VIEWS, IMAGE_SIZES, IMAGE_VIEWS, vehicleImageUrl } from "../../images/image-sizes.js";
import * as physics from "./car-physics.js";
import type { Powertrain } from "./car-physics.js";
import type { Prng } from "../prng.js";
import { specSheet, type SpecSheet } from "../vehicle-specs.js";
import { seedFromText } from "./seed-hash.js";
import { capitalize, classNoun, classPlural, countOf, withArticle } from "./english.js";

/** What the generator knows of one model-year (from the catalogue tables). */
export interface CarInput {
  brandName: string;
  modelName: string;
  /** Slug of the car's pages, e.g. toyota-camry-2024 (gallery paths). */
  slug: string;
  year: number;
  bodyType: string;
  vehicleClass: string;
  msrpBase: number;
  trims: { name: string; msrp: number }[];
  powertrain: Powertrain;
  /** Drivetrain as the listings state it, when known. */
  drivetrain: string | null;
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

const IIHS: readonly IihsRating[] = ["Good", "Good", "Good", "Acceptable", "Marginal", "Poor"];

/** Generated research content of one model-year; the same input and random seed give the same content. */
export function buildResearchContent(car: CarInput, random: Prng): ResearchContent {
  const { powertrain } = car;
  // The same sheet the listings of this model were generated from (one home for the car's figures).
  const sheet = specSheet({ brand: car.brandName, model: car.modelName, body: car.bodyType, vehicleClass: car.vehicleClass, powertrain }, Math.max(1, car.trims.length));
  const base = sheet.trims[0]!;
  const { curbWeightLb: weight, horsepower: hp, torqueLbFt: lbFt, zeroToSixty } = base;
  const { city, highway, combined } = base.economy;
  const tank = powertrain === "electric" ? null : Math.round(weight / 250);
  const battery = powertrain === "electric" ? Math.round(weight / 55) : null;
  const trims = researchTrims(car, sheet);
  const msrpMin = Math.min(car.msrpBase, ...trims.map((t) => t.msrp));
  const msrpMax = Math.max(car.msrpBase, ...trims.map((t) => t.msrp));
  const safety = {
    overall: random.int(4, 5),
    front: random.int(4, 5),
    side: random.int(4, 5),
    rollover: car.bodyType === "suv" || car.bodyType === "pickup-truck" || car.bodyType === "van" ? random.int(3, 4) : random.int(4, 5),
    small_overlap: random.pick(IIHS),
    moderate_overlap: random.pick(IIHS.slice(0, 4)),
    side_iihs: random.pick(IIHS.slice(0, 5)),
    roof_strength: random.pick(IIHS.slice(0, 4)),
    headlights: random.pick(IIHS),
  };
  const reliabilityScore = between(random, 2.5, 5);
  const title = `${car.year} ${car.brandName} ${car.modelName}`;
  const cto = costToOwn(car, msrpMin, combined);
  const scores = {
    performance: clampScore(5 + (hp / weight) * 40 - 1.5),
    comfort: clampScore(5.5 + between(random, 0, 3) + (msrpMin > 60_000 ? 1 : 0)),
    interior: clampScore(5 + between(random, 0, 3) + Math.min(2, msrpMin / 60_000)),
    technology: clampScore(6 + between(random, 0, 2.5) + (powertrain === "electric" ? 1 : 0)),
    value: clampScore(9 - msrpMin / 25_000 + between(random, 0, 1.5)),
  };
  const recommended = trims[Math.min(1, trims.length - 1)]!;
  return {
    overview: {
      summary: `The ${title} is ${withArticle(classNoun(car.vehicleClass))} with ${hp} hp, ${combined} ${unit(powertrain)} combined and a starting MSRP of $${msrpMin.toLocaleString("en-US")}.`,
      msrp_min: msrpMin,
      msrp_max: msrpMax,
      body_type: car.bodyType,
      vehicle_class: car.vehicleClass,
      highlights: [`${zeroToSixty} s 0–60 mph`, `${combined} ${unit(powertrain)} combined`, `${safety.overall}-star overall safety rating`, countOf(trims.length, "trim")],
    },
    specs: {
      engine: base.engine,
      fuel: base.fuel,
      horsepower: hp,
      torque_lb_ft: lbFt,
      transmission: base.transmission,
      drivetrain: car.drivetrain ?? (car.bodyType === "pickup-truck" ? "4WD" : car.bodyType === "suv" ? "AWD" : "FWD"),
      curb_weight_lb: weight,
      seating: car.bodyType === "van" ? 8 : car.bodyType === "coupe" || car.bodyType === "convertible" ? 4 : car.bodyType === "suv" && physics.sizeFactor(car.vehicleClass) > 1 ? 7 : 5,
      fuel_tank_gal: tank,
      battery_kwh: battery,
    },
    performance: { zero_to_sixty_s: zeroToSixty, quarter_mile_s: physics.quarterMile(zeroToSixty), top_speed_mph: physics.topSpeed(hp, weight), horsepower: hp, torque_lb_ft: lbFt },
    mpg: { city, highway, combined, unit: unit(powertrain), range_miles: physics.rangeMiles(combined, powertrain, tank, battery) },
    dimensions: sheet.dimensions,
    cargo: sheet.cargo,
    towing: physics.towingCapacity(car.bodyType, weight, lbFt),
    safety,
    reliability: { score: reliabilityScore, verdict: reliabilityScore >= 4 ? "Above average" : reliabilityScore >= 3.2 ? "Average" : "Below average", recalls: random.int(0, 4) },
    problems: problems(random, powertrain),
    trims,
    trim_families: trimFamilies(trims),
    cto,
    editor_review: {
      analysis_tabs: [
        { title: "What's New", content: [`The ${car.year} model carries ${countOf(trims.length, "trim")} from $${msrpMin.toLocaleString("en-US")}.`] },
        { title: "Pros", content: strengths(scores, combined, powertrain) },
        { title: "Cons", content: weaknesses(scores, safety.small_overlap) },
        { title: "Verdict", content: [`${capitalize(withArticle(scoreWord(average(scores))))} choice among ${classPlural(car.vehicleClass)}.`] },
      ],
      comment: `We recommend the ${recommended.name} trim: it adds the features most buyers want for $${(recommended.msrp - msrpMin).toLocaleString("en-US")} more than the base car.`,
      competitor_data: [],
      faq: [
        { question: `How much does the ${title} cost?`, answer: `Prices start at $${msrpMin.toLocaleString("en-US")} and reach $${msrpMax.toLocaleString("en-US")} for the top trim, before destination fees.` },
        { question: `What is the ${title}'s fuel economy?`, answer: `${city} city / ${highway} highway / ${combined} combined ${unit(powertrain)}.` },
        { question: `How fast is the ${title}?`, answer: `It reaches 60 mph in about ${zeroToSixty} seconds with ${hp} hp.` },
        { question: `Is the ${title} safe?`, answer: `It earns ${safety.overall} of 5 stars overall in government crash tests and ${withArticle(safety.small_overlap)} small-overlap rating.` },
      ],
      overview: `The ${title} competes in the ${classNoun(car.vehicleClass)} class. Our editors scored it ${average(scores)} out of 10.`,
      review: Object.entries(scores).map(([key, score]) => ({ title: capitalize(key), score, text: `${capitalize(key)}: ${scoreWord(score)} for the class.` })),
      trim_data: { recommended: recommended.name, reason: "Best balance of equipment and price.", trims },
      author: "CarMarket Editors",
    },
    gallery: gallery(car),
  };
}

/** Editor's overall score out of 10: the mean of the review sections. */
export function editorScore(content: ResearchContent): number {
  const scores = content.editor_review.review.map((r) => r.score);
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}

function researchTrims(car: CarInput, sheet: SpecSheet): ResearchTrim[] {
  const ladder = car.trims.length ? car.trims : [{ name: "Base", msrp: car.msrpBase }];
  const features = ["Automatic emergency braking", "Apple CarPlay and Android Auto", "Heated front seats", "Adaptive cruise control", "Premium audio", "Panoramic sunroof", "Head-up display"];
  return ladder.map((trim, index) => {
    const spec = sheet.trims[index] ?? sheet.trims[0]!;
    return {
      name: trim.name,
      family: trim.name.split(" ")[0]!,
      msrp: trim.msrp,
      // The trim's engine leads its list, so a shopper sees where the stronger engine starts.
      features: [`${spec.engine}, ${spec.horsepower} hp`, ...features.slice(0, Math.min(features.length, 2 + index))],
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
export function costToOwn(car: Pick<CarInput, "year" | "powertrain">, msrp: number, combined: number): ResearchContent["cto"] {
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
    .map((area) => ({ area, reports: random.int(2, 60), summary: `Owners report occasional ${PROBLEM_NOUNS[area] ?? area.toLowerCase()} issues; most are fixed under warranty.` }))
    .sort((a, b) => b.reports - a.reports);
}

/** Paints a model's gallery is drawn in; one per model, chosen by its name (every year the same). */
const GALLERY_PAINTS = ["red", "blue", "white", "black", "silver", "gray", "green", "navy"] as const;

function gallery(car: CarInput) {
  // A body the URL scheme does not know draws a sedan rather than no picture at all.
  const body = isBodyTypeSlug(car.bodyType) ? car.bodyType : "sedan";
  const paint = GALLERY_PAINTS[seedFromText(`${car.brandName}/${car.modelName}`.toLowerCase(), 0x9a1) % GALLERY_PAINTS.length]!;
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

function weaknesses(scores: Record<string, number>, smallOverlap: IihsRating): string[] {
  const cons = Object.entries(scores)
    .filter(([, s]) => s < 6)
    .map(([k]) => `Weak ${k}`);
  if (smallOverlap === "Marginal" || smallOverlap === "Poor") cons.push(`${smallOverlap} small-overlap crash rating`);
  return cons.length ? cons : ["Few options packages"];
}
