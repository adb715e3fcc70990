import type { VinFacts } from "../vin-decoding/vin-facts.js";

/**
 * VIN stems NHTSA's vPIC decodes to each catalogue line's configurations, with the decode itself, as
 * `scripts/generate-vpic-catalogue.ts` found and verified them (ADR 272). A stem is positions 1–8, the model year
 * (position 10) and the plant (position 11): a VIN is a stem, its check digit and a six-digit serial.
 */
export interface StemTable {
  /** Every text value of the decodes, once; facts refer to them by index. */
  strings: readonly string[];
  /** Line key (`brand/model-slug`) → its stems. */
  lines: Readonly<Record<string, readonly StemRow[]>>;
}

/** [model year, positions 1–8, position 11, the decode's facts as indexes into `strings` in FACT_ORDER, −1 for none]. */
export type StemRow = readonly [number, string, string, readonly number[]];

/** The order a stem row lists a decode's facts in. */
const FACT_ORDER = [
  "make",
  "model",
  "manufacturer",
  "series",
  "trim",
  "bodyClass",
  "doors",
  "driveType",
  "engine.cylinders",
  "engine.configuration",
  "engine.displacementL",
  "engine.model",
  "engine.turbo",
  "engine.otherInfo",
  "engine.manufacturer",
  "fuel.primary",
  "fuel.secondary",
  "batteryType",
  "gvwr",
  "plant.city",
  "plant.state",
  "plant.country",
] as const;

type FactPath = (typeof FACT_ORDER)[number];

/** The facts of a decode as a stem row stores them. */
export function packFacts(facts: VinFacts, intern: (text: string) => number): number[] {
  return FACT_ORDER.map((path) => {
    const value = readPath(facts, path);
    return value === null ? -1 : intern(String(value));
  });
}

/** A stem row's facts for its model year. */
export function unpackFacts(strings: readonly string[], year: number, packed: readonly number[]): VinFacts {
  const text = (path: FactPath) => {
    const index = packed[FACT_ORDER.indexOf(path)] ?? -1;
    return index < 0 ? null : (strings[index] ?? null);
  };
  const number = (path: FactPath) => {
    const value = text(path);
    return value === null ? null : Number(value);
  };
  const turbo = text("engine.turbo");
  return {
    modelYear: year,
    make: text("make") ?? "",
    model: text("model") ?? "",
    manufacturer: text("manufacturer"),
    series: text("series"),
    trim: text("trim"),
    bodyClass: text("bodyClass"),
    doors: number("doors"),
    driveType: text("driveType"),
    engine: {
      cylinders: number("engine.cylinders"),
      configuration: text("engine.configuration"),
      displacementL: number("engine.displacementL"),
      model: text("engine.model"),
      turbo: turbo === null ? null : turbo === "true",
      otherInfo: text("engine.otherInfo"),
      manufacturer: text("engine.manufacturer"),
    },
    fuel: { primary: text("fuel.primary"), secondary: text("fuel.secondary") },
    batteryType: text("batteryType"),
    gvwr: text("gvwr"),
    plant: { city: text("plant.city"), state: text("plant.state"), country: text("plant.country") },
  };
}

function readPath(facts: VinFacts, path: FactPath): string | number | boolean | null {
  const [head, tail] = path.split(".") as [string, string | undefined];
  const value = (facts as unknown as Record<string, unknown>)[head];
  const leaf = tail === undefined ? value : (value as Record<string, unknown>)[tail];
  return leaf === undefined || leaf === null ? null : (leaf as string | number | boolean);
}
