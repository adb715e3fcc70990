import type { Drive, EngineMatch, EngineSpec, TrimSpec } from "../model-line.js";

/**
 * The words of equipment the catalogue uses, the same words listings carry as key features (§3 major_options) and
 * the search filters by. A trim's `adds` and a generation's `safety` take them from here, so a feature is spelled
 * one way everywhere.
 */
export const EQUIPMENT = [
  "Backup Camera",
  "Bluetooth",
  "Apple CarPlay",
  "Android Auto",
  "Navigation System",
  "Heated Seats",
  "Sunroof/Moonroof",
  "Leather Seats",
  "Adaptive Cruise Control",
  "Blind Spot Monitoring",
  "Lane Keeping Assist",
  "Remote Start",
  "Keyless Entry",
  "Premium Sound System",
  "Alloy Wheels",
  "Power Liftgate",
  "Heated Steering Wheel",
  "Ventilated Seats",
  "Head-Up Display",
  "360-Degree Camera",
  "Wireless Charging",
  "Third Row Seating",
  "Tow Package",
  "Automatic Emergency Braking",
] as const;

export type Equipment = (typeof EQUIPMENT)[number];

/** A trim with its base MSRP and the equipment it adds to the trims below it. */
export function trim(
  name: string,
  msrp: number,
  adds: readonly Equipment[],
  only: { engines?: readonly string[]; drives?: readonly Drive[]; vpic?: readonly string[] } = {},
): TrimSpec {
  return { name, msrp, adds, ...only };
}

/** The usual phone-integration and convenience equipment of a base trim from about 2018 on. */
export const CONNECTED: readonly Equipment[] = ["Bluetooth", "Apple CarPlay", "Android Auto", "Backup Camera", "Keyless Entry"];

/** A driver-assistance suite standard on every trim (Toyota Safety Sense, Honda Sensing, Ford Co-Pilot360, …). */
export const ASSIST_SUITE: readonly Equipment[] = ["Automatic Emergency Braking", "Adaptive Cruise Control", "Lane Keeping Assist", "Backup Camera"];

/** Automatic emergency braking alone (the 2018–2022 floor of most makers' base trims). */
export const AEB_ONLY: readonly Equipment[] = ["Automatic Emergency Braking", "Backup Camera"];

/**
 * A published engine on one line: id, what vPIC's decode of it says, induction and electrification, horsepower,
 * torque (lb-ft), transmission, curb weight (lb) and EPA city/highway/combined (null where the EPA does not rate).
 */
export function engine(
  id: string,
  match: EngineMatch,
  induction: EngineSpec["induction"],
  electrification: EngineSpec["electrification"],
  hp: number,
  torqueLbFt: number,
  transmission: string,
  curbWeightLb: number,
  epa: readonly [number, number, number] | null,
  more: Partial<Pick<EngineSpec, "motors" | "rangeMi" | "batteryKwh" | "drives">> = {},
): EngineSpec {
  return {
    id,
    match,
    induction,
    electrification,
    hp,
    torqueLbFt,
    transmission,
    curbWeightLb,
    epa: epa && { city: epa[0], highway: epa[1], combined: epa[2] },
    ...more,
  };
}

/** An electric car's drive unit: vPIC names only the fuel, so every electric engine of a line matches. */
export function electric(
  id: string,
  motors: number,
  hp: number,
  torqueLbFt: number,
  curbWeightLb: number,
  mpge: readonly [number, number, number],
  rangeMi: number,
  batteryKwh: number,
  drives: readonly Drive[],
): EngineSpec {
  return engine(id, { fuel: "Electric" }, null, "electric", hp, torqueLbFt, "1-Speed Automatic", curbWeightLb, mpge, { motors, rangeMi, batteryKwh, drives });
}

/**
 * The layout a maker's engine of that many cylinders has unless the line says otherwise: three to five in line,
 * six and more in a V. Flat and in-line sixes are written out where they are (`layout: "H"`, `"I"`).
 */
function usualLayout(cylinders: number): NonNullable<EngineMatch["layout"]> {
  return cylinders <= 5 ? "I" : "V";
}

/** Shorthands for a match: gasoline, hybrid (vPIC's secondary fuel is Electric) and diesel engines. */
export const gas = (displacementL: number, cylinders: number, more: Partial<EngineMatch> = {}): EngineMatch => ({
  displacementL,
  cylinders,
  fuel: "Gasoline",
  hybrid: false,
  layout: usualLayout(cylinders),
  ...more,
});
export const hybrid = (displacementL: number, cylinders: number, more: Partial<EngineMatch> = {}): EngineMatch => ({
  displacementL,
  cylinders,
  fuel: "Gasoline",
  hybrid: true,
  layout: usualLayout(cylinders),
  ...more,
});
export const diesel = (displacementL: number, cylinders: number, more: Partial<EngineMatch> = {}): EngineMatch => ({
  displacementL,
  cylinders,
  fuel: "Diesel",
  layout: usualLayout(cylinders),
  ...more,
});
