import type { BodyTypeSlug } from "@carmarket/routes";

/**
 * One model line of the catalogue (ADR 271): who makes it, what NHTSA's vPIC calls it, and, per generation, what
 * vPIC does not hold, from the maker's published specifications (`source`). Engines, body classes, doors, series
 * and the trims vPIC encodes come from vPIC itself (`vpic-stems.generated.ts`).
 */
export interface ModelLine {
  /** Brand slug of @carmarket/routes. */
  brand: string;
  /** The line as the catalogue and its URLs name it ("Silverado 1500"). */
  name: string;
  slug: string;
  /** vPIC's make and the model names this line covers (e.g. Chevrolet "Silverado" for "Silverado 1500"). */
  vpic: { make: string; models: readonly string[] };
  /** The §2.5 body style of the line's main body (each configuration keeps its own decoded body class). */
  body: BodyTypeSlug;
  /** The other body styles the line is built in (a Mustang convertible): a stem vPIC decodes to any other body is not this car. */
  otherBodies?: readonly BodyTypeSlug[];
  /** Size class the rankings group by, e.g. "Midsize Car". */
  vehicleClass: string;
  /** Model years the catalogue covers, first and last. */
  years: readonly [number, number];
  /** Relative share of seeded listings (popular lines are common on lots). */
  weight: number;
  generations: readonly Generation[];
}

export type Drive = "FWD" | "RWD" | "AWD" | "4WD";

/** A generation (or mid-cycle update) of a line: the facts that hold for its model years. */
export interface Generation {
  years: readonly [number, number];
  /** The maker's code or name for it ("XV70", "C8"). */
  code: string;
  /** The publication its figures are taken from. */
  source: string;
  /** Exterior size in inches (base body). */
  dimensions: { length: number; width: number; height: number; wheelbase: number; groundClearance: number };
  seats: number;
  /** Luggage space in cubic feet; a pickup's bed lengths in feet. */
  cargo: { trunk?: number; behindSecondRow?: number; max?: number; bedFt?: readonly number[] };
  fuelTankGal: number | null;
  /** Maximum trailer rating in lb as published; 0 when the maker does not rate it for towing. */
  towingLb: number;
  drives: readonly Drive[];
  /** Cab styles a pickup is built in (build & price offers them). */
  cabs?: readonly string[];
  /** Driver-assistance and safety equipment standard on every trim. */
  safety: readonly string[];
  /** NHTSA 5-Star Safety Ratings overall score, when NHTSA rated this generation. */
  nhtsaOverall: number | null;
  engines: readonly EngineSpec[];
  /** Cheapest first, each with its published base MSRP in `msrpYear`. */
  trims: readonly TrimSpec[];
  /** The model year whose prices `trims` quote. */
  msrpYear: number;
}

/** What vPIC's decode of an engine must say for a published engine to be it. */
export interface EngineMatch {
  displacementL?: number;
  cylinders?: number;
  fuel?: "Gasoline" | "Diesel" | "Electric";
  /** vPIC names Electric as the secondary fuel of a hybrid. */
  hybrid?: boolean;
  engineModel?: string;
  /** Cylinder layout as the maker publishes it (in-line, V, horizontally opposed); vPIC's, where it gives one, must agree. */
  layout?: "I" | "V" | "H";
}

export interface EngineSpec {
  /** Short id trims refer to, e.g. "2.5" or "3.5tt". */
  id: string;
  match: EngineMatch;
  /** As the maker names it where vPIC is silent: induction and electrification. */
  induction: "turbo" | "twin-turbo" | "supercharged" | null;
  electrification: "hybrid" | "plug-in hybrid" | "electric" | null;
  /** For an electric car: how many motors. */
  motors?: number;
  hp: number;
  torqueLbFt: number;
  transmission: string;
  curbWeightLb: number;
  /**
   * EPA city, highway and combined (MPG; MPGe for an electric car) of the most common drive; null where the EPA
   * does not rate the vehicle (heavy-duty pickups and vans above 8,500 lb GVWR), whose economy is then estimated.
   */
  epa: { city: number; highway: number; combined: number } | null;
  /** EPA range of an electric car, miles. */
  rangeMi?: number;
  batteryKwh?: number;
  /** Drives this engine comes with, when not every drive of the generation. */
  drives?: readonly Drive[];
}

export interface TrimSpec {
  name: string;
  /** Other spellings vPIC uses for it ("1LT" for LT). */
  vpic?: readonly string[];
  msrp: number;
  /** Engine ids this trim is sold with; every engine of the generation when absent. */
  engines?: readonly string[];
  drives?: readonly Drive[];
  /** Equipment this trim adds to the ones below it (words of the key-features list). */
  adds: readonly string[];
}
