import type { ModelSpec } from "./catalog/model-catalog.js";
import { Prng } from "./prng.js";
import * as physics from "./research/car-physics.js";
import type { Powertrain } from "./research/car-physics.js";
import { seedFromText } from "./research/seed-hash.js";

/**
 * The spec sheet of every seeded model line and trim: engine, power, weight, acceleration, economy, size.
 * Listings and research pages read it from here, so a car's listing and its research page agree, and it
 * depends only on the model's identity (issue #15: rivals printed the same 2.0T, 211 hp, 0–60 in 7.9 s).
 */

/** What a spec sheet is drawn from; the same identity always gets the same sheet, whatever the seed run. */
export interface SpecIdentity {
  brand: string;
  model: string;
  /** §2.5 body-type slug. */
  body: string;
  /** Size class, e.g. "Midsize Car" (the segment). */
  vehicleClass: string;
  powertrain: Powertrain;
}

const CATALOG_POWERTRAIN = { ev: "electric", hybrid: "hybrid", diesel: "diesel" } as const satisfies Record<NonNullable<ModelSpec["powertrain"]>, Powertrain>;

/** The identity of a catalogue model line of `brand` (its display name). */
export function catalogIdentity(brand: string, spec: ModelSpec): SpecIdentity {
  return { brand, model: spec.name, body: spec.body, vehicleClass: spec.vehicleClass, powertrain: spec.powertrain ? CATALOG_POWERTRAIN[spec.powertrain] : "gasoline" };
}

// Submodel families that change the powertrain: "Camry Hybrid", "RAV4 Prime", "F-150 Lightning".
const ELECTRIFIED_VARIANTS: Readonly<Record<string, Powertrain>> = {
  Hybrid: "hybrid", Prime: "hybrid", Recharge: "hybrid", PHEV: "hybrid", "4xe": "hybrid", "330e": "hybrid",
  Electric: "electric", "electric drive": "electric", Lightning: "electric",
};

/** The spec sheets of a catalogue model's variants whose powertrain differs from the model's, by variant name. */
export function variantSheets(brand: string, spec: ModelSpec, trimCount: number): Record<string, SpecSheet> {
  const identity = catalogIdentity(brand, spec);
  return Object.fromEntries(
    (spec.variants ?? []).flatMap((variant) => {
      const powertrain = ELECTRIFIED_VARIANTS[variant];
      return powertrain && powertrain !== identity.powertrain ? [[variant, specSheet({ ...identity, model: `${spec.name} ${variant}`, powertrain }, trimCount)]] : [];
    }),
  );
}

/** One trim's powertrain and the figures that follow from it. */
export interface TrimSpec {
  /** As listings state it, e.g. "2.5L I4", "2.0L I4 Turbo", "Dual-Motor Electric". */
  engine: string;
  /** "I4", "V6", "Electric", … */
  engineType: string;
  fuel: "Gasoline" | "Hybrid" | "Diesel" | "Electric";
  transmission: string;
  horsepower: number;
  torqueLbFt: number;
  curbWeightLb: number;
  zeroToSixty: number;
  /** MPG, or MPGe for electric cars. */
  economy: { city: number; highway: number; combined: number };
}

export interface SpecSheet {
  /** One per trim of the ladder, cheapest first; power never drops up the ladder. */
  trims: TrimSpec[];
  dimensions: ReturnType<typeof physics.dimensions>;
  cargo: Cargo;
}

/** Luggage space in cubic feet (trunk, behind the second row, maximum) and a pickup's bed in feet. */
export type Cargo = Record<"trunk_cu_ft" | "behind_second_row_cu_ft" | "max_cu_ft" | "bed_length_ft", number | null>;

/**
 * Base-trim horsepower range of each segment, from the US market of 2015–2025 (Corolla 169, Camry 203,
 * Accord 192, RAV4 203, Highlander 265, Tahoe 355, F-150 290–400, 911 379, …). Tuned upper trims go beyond.
 */
export const SEGMENT_HORSEPOWER: Readonly<Record<string, readonly [number, number]>> = {
  "Minicompact Car": [100, 135], "Subcompact Car": [110, 150], "Compact Car": [140, 190], "Midsize Car": [180, 215],
  "Full-size Car": [265, 310], "Subcompact Luxury Car": [180, 230], "Compact Luxury Car": [200, 260],
  "Midsize Luxury Car": [250, 335], "Full-size Luxury Car": [400, 560], "Electric Car": [200, 420],
  "Sports Car": [180, 320], "Grand Tourer": [450, 620], "Supercar": [560, 720], "Hypercar": [760, 1200],
  "Subcompact SUV": [140, 180], "Compact SUV": [180, 250], "Midsize SUV": [260, 310], "Full-size SUV": [350, 420],
  "Off-road SUV": [270, 310], "Subcompact Luxury SUV": [180, 250], "Compact Luxury SUV": [240, 300],
  "Midsize Luxury SUV": [280, 350], "Full-size Luxury SUV": [400, 470], "Luxury SUV": [440, 640],
  "Electric SUV": [200, 400], "Minivan": [250, 300], "Cargo Van": [190, 280], "Compact Pickup": [190, 250],
  "Midsize Pickup": [270, 310], "Full-size Pickup": [290, 400], "Heavy-duty Pickup": [400, 475], "Electric Pickup": [450, 600],
};
const ANY_SEGMENT: readonly [number, number] = [150, 300];

/** Upper trims of this share of model lines get a stronger engine (or a second motor). */
const UPGRADE_SHARE: Readonly<Record<Powertrain, number>> = { gasoline: 0.55, hybrid: 0.3, diesel: 0.2, electric: 0.8 };
/** The stronger engine arrives at this share of the ladder: the top trim of three, the top two of five. */
const UPGRADE_FROM = 0.6;

/** The spec sheet of a model line with `trimCount` trims. */
export function specSheet(identity: SpecIdentity, trimCount: number): SpecSheet {
  // One stream per identity, drawn in a fixed order: a model's sheet never shifts when another is added.
  const random = new Prng(seedFromText(`${identity.brand}/${identity.model}`.toLowerCase(), 0x5bec));
  const [low, high] = SEGMENT_HORSEPOWER[identity.vehicleClass] ?? ANY_SEGMENT;
  const baseHp = Math.round(low + random.next() * (high - low));
  const weight = physics.curbWeight(identity.body, identity.vehicleClass, identity.powertrain) * between(random, 0.93, 1.07);
  const efficiency = between(random, 0.94, 1.06);
  const transmission = transmissionFor(identity, random);
  const base = trimSpec(identity, { hp: baseHp, weightLb: weight, efficiency, transmission, upgrade: false }, random);
  const upgrade = random.chance(UPGRADE_SHARE[identity.powertrain])
    ? trimSpec(identity, { hp: Math.round(baseHp * between(random, 1.15, 1.45)), weightLb: weight * between(random, 1.02, 1.05), efficiency, transmission, upgrade: true }, random)
    : base;
  const upgradeFrom = Math.max(1, Math.ceil(trimCount * UPGRADE_FROM));
  return {
    trims: Array.from({ length: Math.max(1, trimCount) }, (_, index) => (index >= upgradeFrom ? upgrade : base)),
    dimensions: jitterDimensions(physics.dimensions(identity.body, identity.vehicleClass), random),
    cargo: jitterCargo(physics.cargo(identity.body, identity.vehicleClass), random),
  };
}

interface TrimInput {
  hp: number;
  weightLb: number;
  /** The model's economy relative to the physics estimate. */
  efficiency: number;
  transmission: string;
  /** The stronger engine of the upper trims. */
  upgrade: boolean;
}

function trimSpec(identity: SpecIdentity, { hp, weightLb, efficiency, transmission, upgrade }: TrimInput, random: Prng): TrimSpec {
  const { powertrain } = identity;
  const curbWeightLb = Math.round(weightLb / 10) * 10;
  const combined = Math.round(physics.combinedEconomy(curbWeightLb, hp, powertrain) * efficiency);
  // Small cars get their stronger engine from a turbo (Civic Si, GTI), not from more cylinders.
  const turbo = powertrain === "diesel" || (powertrain === "gasoline" && (random.chance(0.5) || (upgrade && SMALL_CLASS.test(identity.vehicleClass))));
  const engine = powertrain === "electric" ? electricMotors(hp) : combustionEngine(identity, hp, turbo, random);
  return {
    ...engine,
    fuel: FUEL[powertrain],
    transmission,
    horsepower: hp,
    // Turbocharged engines make more torque for their power.
    torqueLbFt: Math.round(physics.torque(hp, powertrain) * (turbo && powertrain === "gasoline" ? 1.12 : 1)),
    curbWeightLb,
    zeroToSixty: physics.zeroToSixty(curbWeightLb, hp, powertrain),
    economy: { ...physics.cityHighway(combined, powertrain), combined },
  };
}

const EXOTIC_CLASS = /Supercar|Hypercar|Grand Tourer/;
const SMALL_CLASS = /^(Minicompact|Subcompact|Compact) (Car|SUV)$/;

const FUEL = { gasoline: "Gasoline", hybrid: "Hybrid", diesel: "Diesel", electric: "Electric" } as const satisfies Record<Powertrain, TrimSpec["fuel"]>;

function electricMotors(hp: number): Pick<TrimSpec, "engine" | "engineType"> {
  const motors = hp > 700 ? "Tri-Motor" : hp > 300 ? "Dual-Motor" : "Single-Motor";
  return { engine: `${motors} Electric`, engineType: "Electric" };
}

/** Displacement from power per litre (turbo engines make more), cylinders from displacement. */
function combustionEngine(identity: SpecIdentity, hp: number, turbo: boolean, random: Prng): Pick<TrimSpec, "engine" | "engineType"> {
  const { powertrain } = identity;
  const exotic = EXOTIC_CLASS.test(identity.vehicleClass);
  const perLitre =
    powertrain === "diesel" ? between(random, 45, 60)
    : powertrain === "hybrid" ? between(random, 68, 85) * 1.25 // the motor adds a fifth of the power
    : turbo ? between(random, 105, 135)
    : exotic ? between(random, 95, 115)
    : between(random, 72, 88);
  // Twelve cylinders only in exotic and luxury cars; everything else tops out at a 6.2-litre V8.
  const largest = exotic || identity.vehicleClass.includes("Luxury") ? 6.8 : 6.2;
  const litres = Math.min(largest, Math.max(1.0, Math.round((hp / perLitre) * 10) / 10));
  const cylinders = litres < 1.6 && turbo && random.chance(0.4) ? "I3" : litres <= 2.7 ? "I4" : litres <= 3.9 ? (random.chance(0.2) ? "I6" : "V6") : litres <= 6.2 ? "V8" : "V12";
  const charge = !turbo ? "" : powertrain !== "diesel" && (cylinders === "V8" || cylinders === "V12" || hp >= 450) ? " Twin Turbo" : " Turbo";
  const suffix = powertrain === "diesel" ? " Diesel" : powertrain === "hybrid" ? " Hybrid" : "";
  return { engine: `${litres.toFixed(1)}L ${cylinders}${charge}${suffix}`, engineType: cylinders };
}

function transmissionFor({ powertrain, body, vehicleClass }: SpecIdentity, random: Prng): string {
  if (powertrain === "electric") return "1-Speed Automatic";
  if (powertrain === "hybrid") return "CVT";
  if (powertrain === "diesel" || body === "pickup-truck") return random.pick(["8-Speed Automatic", "10-Speed Automatic"]);
  if (EXOTIC_CLASS.test(vehicleClass)) return random.pick(["7-Speed Dual-Clutch", "8-Speed Dual-Clutch"]);
  if (vehicleClass === "Sports Car") return random.pick(["6-Speed Automatic", "8-Speed Automatic", "8-Speed Dual-Clutch"]);
  if (SMALL_CLASS.test(vehicleClass)) return random.pick(["CVT", "CVT", "6-Speed Automatic", "8-Speed Automatic"]);
  return random.pick(["6-Speed Automatic", "8-Speed Automatic", "9-Speed Automatic", "10-Speed Automatic"]);
}

function jitterDimensions(size: ReturnType<typeof physics.dimensions>, random: Prng): ReturnType<typeof physics.dimensions> {
  const scale = (value: number, spread: number) => Math.round(value * between(random, 1 - spread, 1 + spread) * 10) / 10;
  return {
    length_in: scale(size.length_in, 0.03),
    width_in: scale(size.width_in, 0.02),
    height_in: scale(size.height_in, 0.03),
    wheelbase_in: scale(size.wheelbase_in, 0.025),
    ground_clearance_in: scale(size.ground_clearance_in, 0.1),
  };
}

function jitterCargo(space: Cargo, random: Prng): Cargo {
  const factor = between(random, 0.92, 1.08);
  const scale = (value: number | null) => (value === null ? null : Math.round(value * factor * 10) / 10);
  return { trunk_cu_ft: scale(space.trunk_cu_ft), behind_second_row_cu_ft: scale(space.behind_second_row_cu_ft), max_cu_ft: scale(space.max_cu_ft), bed_length_ft: space.bed_length_ft };
}

/** A uniform draw in [min, max). */
function between(random: Prng, min: number, max: number): number {
  return min + random.next() * (max - min);
}
