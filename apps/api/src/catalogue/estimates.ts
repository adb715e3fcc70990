import type { Drive, EngineSpec, Generation, ModelLine } from "./model-line.js";

/**
 * Estimates of what neither vPIC nor the makers' specification sheets hold (ADR 273, README.md beside this file):
 * each is computed from published inputs (power, curb weight, body, size, drive, transmission, fuel) by a stated
 * formula, and every page that shows one labels it an estimate. Nothing here is drawn at random.
 */

/** What an estimate of one car reads. */
export interface EstimateInput {
  line: Pick<ModelLine, "body" | "vehicleClass">;
  generation: Pick<Generation, "dimensions" | "years" | "fuelTankGal">;
  engine: EngineSpec;
  drive: Drive;
  year: number;
}

/**
 * 0–60 mph in seconds: (curb weight / hp)^0.71, ×0.92 with all or four wheels driven (launch traction), ×0.90 with a
 * dual-clutch gearbox, ×0.85 for an electric motor's instant torque; never under 2.3 s. Calibrated on published
 * road tests (Camry 2.5 7.6 s, Civic 2.0 8.2 s, Prius 9.8 s, F-150 3.5 EcoBoost 5.5 s, 911 Carrera 4.0 s, Model 3
 * Long Range 4.2 s): within about 15% of each.
 */
export function zeroToSixty({ engine, drive }: Pick<EstimateInput, "engine" | "drive">): number {
  let seconds = (engine.curbWeightLb / engine.hp) ** 0.71;
  if (drive === "AWD" || drive === "4WD") seconds *= 0.92;
  if (/dual-clutch/i.test(engine.transmission)) seconds *= 0.9;
  if (engine.electrification === "electric") seconds *= 0.85;
  return Math.max(2.3, round1(seconds));
}

/** Quarter mile in seconds from the 0–60 time, the usual drag-strip rule of thumb (1.3·t + 5.6). */
export function quarterMile(zeroToSixtySeconds: number): number {
  return round1(zeroToSixtySeconds * 1.3 + 5.6);
}

/** Drag coefficient by §2.5 body style (typical published values of each kind). */
const DRAG: Readonly<Record<string, number>> = {
  sedan: 0.29,
  coupe: 0.31,
  convertible: 0.35,
  hatchback: 0.31,
  wagon: 0.3,
  suv: 0.36,
  van: 0.34,
  "pickup-truck": 0.45,
};

/**
 * The speed at which the engine's power at the wheels (85%) equals aerodynamic drag plus rolling resistance
 * (frontal area 85% of width × height, air 1.2 kg/m³, rolling coefficient 0.012), ×0.93 for gearing, calibrated on
 * the Corvette C8 (194 mph), 911 Carrera (182 mph) and MX-5 (about 140 mph).
 */
function powerLimitedTopSpeed({ line, generation, engine }: Pick<EstimateInput, "line" | "generation" | "engine">): number {
  const area = generation.dimensions.width * generation.dimensions.height * 0.85 * 0.00064516;
  const dragArea = (DRAG[line.body] ?? 0.33) * area;
  const watts = engine.hp * 745.7 * 0.85;
  const rolling = 0.012 * engine.curbWeightLb * 0.4536 * 9.81;
  // Power needed rises monotonically with speed: bisect for the speed where it meets the power available.
  let low = 0;
  let high = 150;
  for (let i = 0; i < 60; i++) {
    const v = (low + high) / 2;
    if (0.5 * 1.2 * dragArea * v ** 3 + rolling * v > watts) high = v;
    else low = v;
  }
  return low * 2.23694 * 0.93;
}

/**
 * Makers govern top speed below what the power allows, mostly for the tyres' speed rating: a class's usual governed
 * speed in mph (heavy trucks and vans lowest; sports cars only by their power).
 */
const GOVERNED: readonly [RegExp, number][] = [
  [/Cargo Van/, 90],
  [/Heavy-duty Pickup/, 98],
  [/Full-size Pickup|Midsize Pickup|Compact Pickup|Off-road SUV/, 106],
  [/Minivan|Full-size SUV|Midsize SUV|Subcompact SUV|Compact SUV/, 112],
  [/Electric SUV/, 135],
  [/Electric Car/, 140],
  [/Compact Car|Midsize Car|Subcompact Car/, 125],
  [/Luxury SUV/, 130],
  [/Full-size Car|Luxury Car/, 155],
  [/Sports Car/, 250],
];

/** Top speed in mph: the power-limited speed, capped at the class's governed speed. */
export function topSpeed(input: Pick<EstimateInput, "line" | "generation" | "engine">): number {
  const governed = GOVERNED.find(([pattern]) => pattern.test(input.line.vehicleClass))?.[1] ?? 125;
  return Math.round(Math.min(governed, powerLimitedTopSpeed(input)));
}

/**
 * Combined fuel economy (MPG) of an engine the EPA does not rate (pickups and vans above 8,500 lb GVWR):
 * 10,893 × curb weight^−0.490 × hp^−0.374, a least-squares fit (in logarithms) to the catalogue's 156 EPA-rated
 * gasoline engines (median error 6%, 90% within 17%); ×1.25 for a diesel (more energy per gallon, leaner
 * combustion). City −10%, highway +12%.
 */
export function economy(engine: EngineSpec, fuel: "Gasoline" | "Diesel" | "Hybrid" | "Electric"): { city: number; highway: number; combined: number } {
  if (engine.epa) return engine.epa;
  const gasoline = 10_893 * engine.curbWeightLb ** -0.49 * engine.hp ** -0.374;
  const combined = Math.round(gasoline * (fuel === "Diesel" ? 1.25 : 1));
  return { city: Math.round(combined * 0.9), highway: Math.round(combined * 1.12), combined };
}

/** Range on a full tank (combined MPG × tank) or, for an electric car, the EPA range. */
export function rangeMiles(engine: EngineSpec, combined: number, fuelTankGal: number | null): number {
  if (engine.rangeMi !== undefined) return engine.rangeMi;
  return Math.round(combined * (fuelTankGal ?? 0));
}

/**
 * Reliability on a 1–5 scale (5 best): 4.0, less 0.3 for forced induction (0.4 twin-turbo or supercharged), 0.2
 * for a plug-in powertrain, 0.1 for a battery-electric one, 0.3 in the first model year of a generation, 0.15 for
 * all or four wheels driven, 0.2 above 110 hp a litre; plus 0.2 for a conventional hybrid's lightly loaded engine.
 * Each term follows a pattern owner surveys (Consumer Reports, J.D. Power) report year after year; the score is an
 * estimate, not a survey result.
 */
export function reliability({ generation, engine, drive, year }: Pick<EstimateInput, "generation" | "engine" | "drive" | "year">): {
  score: number;
  verdict: string;
} {
  let score = 4.0;
  if (engine.induction === "turbo") score -= 0.3;
  if (engine.induction === "twin-turbo" || engine.induction === "supercharged") score -= 0.4;
  if (engine.electrification === "plug-in hybrid") score -= 0.2;
  if (engine.electrification === "electric") score -= 0.1;
  if (engine.electrification === "hybrid" && engine.induction === null) score += 0.2;
  if (year === generation.years[0]) score -= 0.3;
  if (drive === "AWD" || drive === "4WD") score -= 0.15;
  const litres = engine.match.displacementL;
  if (litres && engine.hp / litres > 110) score -= 0.2;
  const rounded = round1(Math.min(5, Math.max(1, score)));
  return { score: rounded, verdict: rounded >= 4 ? "Above average" : rounded >= 3.3 ? "Average" : "Below average" };
}

/**
 * MSRP of a trim in a model year other than the one its price was published for: 2.5% a year (US new-vehicle
 * prices, 2015–2025 average), rounded to $5. An estimate wherever `year` differs from `msrpYear`.
 */
export function msrpInYear(msrp: number, msrpYear: number, year: number): number {
  return Math.round((msrp * 1.025 ** (year - msrpYear)) / 5) * 5;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
