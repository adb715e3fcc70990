import { configurationSoldAs, drivesOf, enginesOfTrim, trimsOfYear } from "./catalogue.js";
import { generationOf } from "./configuration-match.js";
import { msrpInYear } from "./estimates.js";
import { EQUIPMENT, type Equipment } from "./lines/equipment.js";
import { engineTextOf, equipmentOf } from "./listing-facts.js";
import type { Drive, EngineSpec, Generation, ModelLine, TrimSpec } from "./model-line.js";

/** One priced choice of build & price; `price` is what it adds to the trim's MSRP (0: standard). */
interface PricedChoice {
  name: string;
  price: number;
}

/** An engine a trim can be built with: the standard one (price 0) or one with more power. */
interface EngineChoice extends PricedChoice {
  id: string;
  /** The drives this engine comes with on this trim. */
  drives: Drive[];
}

/** A pickup's cab and the beds it comes with, each priced over the cab's shortest (feet as text: "6.5"). */
interface CabChoice extends PricedChoice {
  beds: PricedChoice[];
}

/** A package of equipment a higher trim has and this one lacks. */
interface PackageChoice extends PricedChoice {
  equipment: Equipment[];
}

/** What one trim of a model year can be built as (issue #27.8). */
export interface TrimBuild {
  trim: string;
  engines: EngineChoice[];
  /** Every drive of the trim with its price over the trim's standard drive. */
  drives: PricedChoice[];
  /** A pickup's cabs (the first standard); empty for other bodies. */
  cabs: CabChoice[];
  packages: PackageChoice[];
}

/** The model year the option prices below are quoted in; other years move 2.5% a year like MSRPs (ADR 273). */
export const OPTION_PRICE_YEAR = 2024;

/**
 * Typical US stand-alone prices of each piece of equipment in 2024 dollars, from the makers' option lists (e.g.
 * a moonroof $1,000–1,500, a premium audio system $1,000–1,400, heated seats $400–600 in a cold-weather package).
 * Backup cameras are required by law since May 2018, so never an option.
 */
export const EQUIPMENT_PRICES: Readonly<Record<Equipment, number>> = {
  "Backup Camera": 0,
  Bluetooth: 200,
  "Apple CarPlay": 250,
  "Android Auto": 250,
  "Navigation System": 1_000,
  "Heated Seats": 500,
  "Sunroof/Moonroof": 1_200,
  "Leather Seats": 1_500,
  "Adaptive Cruise Control": 600,
  "Blind Spot Monitoring": 600,
  "Lane Keeping Assist": 400,
  "Remote Start": 400,
  "Keyless Entry": 300,
  "Premium Sound System": 1_200,
  "Alloy Wheels": 800,
  "Power Liftgate": 500,
  "Heated Steering Wheel": 300,
  "Ventilated Seats": 700,
  "Head-Up Display": 600,
  "360-Degree Camera": 700,
  "Wireless Charging": 300,
  "Third Row Seating": 1_000,
  "Tow Package": 1_000,
  "Automatic Emergency Braking": 500,
};

/** How the makers bundle that equipment; a package of one piece is sold under that piece's name. */
const PACKAGES: readonly { name: string; equipment: readonly Equipment[] }[] = [
  { name: "Cold Weather Package", equipment: ["Heated Seats", "Heated Steering Wheel", "Remote Start"] },
  { name: "Leather Package", equipment: ["Leather Seats", "Ventilated Seats"] },
  { name: "Technology Package", equipment: ["Navigation System", "Premium Sound System", "Head-Up Display", "Wireless Charging"] },
  { name: "Smartphone Package", equipment: ["Bluetooth", "Apple CarPlay", "Android Auto"] },
  {
    name: "Driver Assistance Package",
    equipment: ["Adaptive Cruise Control", "Blind Spot Monitoring", "Lane Keeping Assist", "360-Degree Camera", "Automatic Emergency Braking"],
  },
  { name: "Convenience Package", equipment: ["Keyless Entry", "Power Liftgate"] },
  { name: "Moonroof", equipment: ["Sunroof/Moonroof"] },
  { name: "Alloy Wheels", equipment: ["Alloy Wheels"] },
  { name: "Trailer Tow Package", equipment: ["Tow Package"] },
  { name: "Third-Row Seat", equipment: ["Third Row Seating"] },
];

/** A package costs its pieces less 15%, as makers price bundles below the pieces. */
const PACKAGE_SHARE = 0.85;
/** A package offers the equipment of this many trims up the ladder (a maker's packages preview the next trims). */
const TRIMS_AHEAD = 2;

/** More power: per horsepower and per lb-ft gained, plus the step to an electrified engine. */
const PER_HP = 25;
const PER_LB_FT = 8;
const ELECTRIFIED: Readonly<Record<NonNullable<EngineSpec["electrification"]>, number>> = { hybrid: 1_500, "plug-in hybrid": 6_000, electric: 0 };
const DIESEL = 5_000;

/** A drive's price over two-wheel drive. */
function drivePrice(line: ModelLine, trimMsrp: number, drive: Drive): number {
  if (drive === "FWD" || drive === "RWD") return 0;
  if (drive === "AWD") return trimMsrp >= 45_000 ? 2_000 : 1_500;
  if (/full-size|heavy-duty/i.test(line.vehicleClass)) return 4_000;
  return line.body === "pickup-truck" ? 3_500 : 2_000;
}

/** Each cab up a pickup's list; each longer bed. */
const CAB_STEP = 3_000;
const BED_STEP = 400;

/**
 * The method of every option price, as the page states it beside the prices (they are estimates: the catalogue
 * holds each trim's published MSRP, not the makers' option lists).
 */
export const OPTION_PRICE_METHOD =
  "Option prices are CarMarket estimates in 2024 dollars (2.5% a year apart for other years), not the maker's: a more powerful engine $25 per added hp and $8 per added lb-ft, plus $1,500 for a hybrid, $6,000 for a plug-in hybrid or $5,000 for a diesel; AWD $1,500 ($2,000 from a $45,000 trim), 4WD $2,000 on an SUV, $3,500 on a midsize and $4,000 on a full-size pickup; each larger cab $3,000, each longer bed $400; a package the typical price of its equipment less 15%. Prices end in 95 like a maker's.";

/** A price as makers print them: to the nearest $100, less $5 ($2,495). */
function makersPrice(dollars: number): number {
  return dollars <= 0 ? 0 : Math.max(95, Math.round(dollars / 100) * 100 - 5);
}

const isDiesel = (engine: EngineSpec) => engine.match.fuel === "Diesel";

/**
 * More power than the standard engine: more horsepower with at least two thirds of its torque (a hybrid's makers
 * publish the engine's torque, not the system's), more torque without less horsepower, or a diesel's pulling power
 * (half as much torque again: a heavy-duty pickup's Cummins over its HEMI, never the HEMI over the Cummins).
 */
function isUpgrade(engine: EngineSpec, standard: EngineSpec): boolean {
  const { hp, torqueLbFt: torque } = engine;
  if (hp > standard.hp && torque >= (2 / 3) * standard.torqueLbFt) return true;
  if (torque > standard.torqueLbFt && hp >= standard.hp) return true;
  return isDiesel(engine) && !isDiesel(standard) && torque >= 1.5 * standard.torqueLbFt;
}

function enginePrice(engine: EngineSpec, standard: EngineSpec): number {
  const power = Math.max(0, engine.hp - standard.hp) * PER_HP + Math.max(0, engine.torqueLbFt - standard.torqueLbFt) * PER_LB_FT;
  const electrified = engine.electrification && engine.electrification !== standard.electrification ? ELECTRIFIED[engine.electrification] : 0;
  return power + electrified + (isDiesel(engine) && !isDiesel(standard) ? DIESEL : 0);
}

/**
 * The cabs a trim is sold in: a pickup's two cheapest trims in every cab, the trims above them in the largest
 * only (the Lariats and Platinums of the makers are crew cabs).
 */
function cabsOfTrim(generation: Generation, ladder: readonly TrimSpec[], trim: TrimSpec): string[] {
  const cabs = generation.cabs ?? [];
  return ladder.indexOf(trim) < 2 ? [...cabs] : cabs.slice(-1);
}

/**
 * The beds a cab comes with, as the makers pair them (a regular-cab F-150 has no 5.5 ft box, a SuperCrew no 8 ft
 * one): the smallest cab not with the shortest bed; of three beds, the largest cab not with the longest and the
 * other cabs not with the shortest.
 */
function bedsOfCab(generation: Generation, cab: string): number[] {
  const cabs = generation.cabs ?? [];
  const beds = [...(generation.cargo.bedFt ?? [])].sort((a, b) => a - b);
  if (cabs.length < 2 || beds.length < 2) return beds;
  const largest = cab === cabs.at(-1);
  if (beds.length > 2) return largest ? beds.slice(0, -1) : beds.slice(1);
  return cab === cabs[0] ? beds.slice(1) : beds;
}

/**
 * What each trim of a model year can be built as, from the catalogue's equipment (issue #27.8): engines with more
 * power that the year sells on the trim, a drive where the engine comes with more than one, a pickup's cabs and
 * beds, and packages of the equipment the next trims up add, each priced by `OPTION_PRICE_METHOD` and never from
 * the steps between trims. `trimMsrps` are the MSRPs the research page shows for the year's trims.
 */
export function buildOptionsOf(line: ModelLine, year: number, trimMsrps: ReadonlyMap<string, number>): TrimBuild[] {
  const generation = generationOf(line, year);
  if (!generation) return [];
  const ladder = trimsOfYear(line, year);
  const inYear = (dollars: number) => makersPrice(msrpInYear(dollars, OPTION_PRICE_YEAR, year));
  return ladder.map((trim) => {
    const msrp = trimMsrps.get(trim.name) ?? msrpInYear(trim.msrp, generation.msrpYear, year);
    // The standard engine is the trim's first, the one its MSRP and the research page's figures are for.
    const sold = enginesOfTrim(line, year, trim);
    const standard = sold[0];
    if (!standard) return { trim: trim.name, engines: [], drives: [], cabs: [], packages: [] };
    const engines = [standard, ...sold.filter((engine) => engine !== standard && isUpgrade(engine, standard))];
    const standardDrive = drivesOf(generation, trim, standard)[0]!;
    const drives = [...new Set(engines.flatMap((engine) => drivesOf(generation, trim, engine)))];
    const cabs = cabsOfTrim(generation, ladder, trim);
    const owned = new Set(equipmentOf(generation, trim));
    const ahead = ladder.slice(ladder.indexOf(trim) + 1, ladder.indexOf(trim) + 1 + TRIMS_AHEAD);
    const offered = new Set(ahead.flatMap((next) => equipmentOf(generation, next)).filter((item) => !owned.has(item) && EQUIPMENT_PRICES[item] > 0));
    return {
      trim: trim.name,
      engines: engines.map((engine) => ({
        id: engine.id,
        name: engineName(line, year, trim, engine),
        price: engine === standard ? 0 : inYear(enginePrice(engine, standard)),
        drives: drivesOf(generation, trim, engine),
      })),
      drives: drives.map((drive) => ({ name: drive, price: inYear(drivePrice(line, msrp, drive) - drivePrice(line, msrp, standardDrive)) })),
      cabs: cabs.map((cab, index) => ({
        name: cab,
        price: inYear(index * CAB_STEP),
        beds: bedsOfCab(generation, cab).map((feet, bed) => ({ name: String(feet), price: inYear(bed * BED_STEP) })),
      })),
      packages: PACKAGES.flatMap((pack) => {
        const equipment = EQUIPMENT.filter((item) => pack.equipment.includes(item) && offered.has(item));
        if (equipment.length === 0) return [];
        const price = inYear(equipment.reduce((sum, item) => sum + EQUIPMENT_PRICES[item], 0) * PACKAGE_SHARE);
        return [{ name: equipment.length === 1 && pack.equipment.length > 1 ? equipment[0]! : pack.name, price, equipment }];
      }),
    };
  });
}

/** An engine as the research pages name it: as the VIN of a car sold that way decodes it, with its power. */
export function engineName(line: ModelLine, year: number, trim: TrimSpec, engine: EngineSpec): string {
  const { facts } = configurationSoldAs(line, year, trim, engine)!;
  return `${engineTextOf(engine, facts)}, ${engine.hp} hp`;
}
