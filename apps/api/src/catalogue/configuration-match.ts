import type { VinFacts } from "../vin-decoding/vin-facts.js";
import type { EngineSpec, Generation, ModelLine, TrimSpec } from "./model-line.js";

/** The generation of a line that covers a model year. */
export function generationOf(line: ModelLine, year: number): Generation | null {
  return line.generations.find((generation) => generation.years[0] <= year && year <= generation.years[1]) ?? null;
}

/** What of a decode the catalogue joins on: vPIC's engine and fuel, its trim and its body class. */
export type DecodedCar = Pick<VinFacts, "engine" | "fuel" | "trim" | "series" | "bodyClass">;

/**
 * True when vPIC's decode says nothing against the published engine: the displacement agrees (an electric car has
 * none), and so does every other fact the match names that vPIC gives (vPIC is often silent on cylinders).
 */
export function engineAgrees(engine: EngineSpec, decoded: DecodedCar): boolean {
  const { match } = engine;
  const electric = /electric/i.test(decoded.fuel.primary ?? "");
  if (match.fuel === "Electric") return electric && decoded.engine.displacementL === null;
  if (electric || decoded.engine.displacementL === null || match.displacementL === undefined) return false;
  if (Math.abs(match.displacementL - decoded.engine.displacementL) > 0.05) return false;
  const given = <T>(value: T | null, expected: T | undefined) => expected === undefined || value === null || value === expected;
  if (!given(decoded.engine.cylinders, match.cylinders) || !given(decoded.fuel.primary, match.fuel) || !given(decoded.engine.model, match.engineModel))
    return false;
  const layout = LAYOUTS[decoded.engine.configuration ?? ""];
  if (layout && match.layout && layout !== match.layout) return false;
  const hybrid = /electric/i.test(decoded.fuel.secondary ?? "");
  return match.hybrid === undefined ? !hybrid : match.hybrid === hybrid;
}

/** vPIC's engine configurations as the letters of a layout. */
export const LAYOUTS: Readonly<Record<string, "I" | "V" | "H" | "W">> = {
  "In-Line": "I",
  "V-Shaped": "V",
  "W-Shaped": "W",
  "Horizontally opposed (boxer)": "H",
};

/** A name as its words, upper case, between spaces: "A-Spec" and "A-SPEC" are both " A SPEC ". */
function words(text: string): string {
  return ` ${text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .join(" ")} `;
}

/** The catalogue trims a vPIC text names, e.g. "SH-AWD ADVANCE V6" → Advance, "XL / XLT / Lariat" → all three. */
export function trimsNamedBy(generation: Generation, vpicText: string): TrimSpec[] {
  const said = words(vpicText);
  return generation.trims.filter((trim) => [trim.name, ...(trim.vpic ?? [])].some((spelling) => said.includes(words(spelling))));
}

/** One way a decoded car can be sold: a trim of the catalogue with the published engine vPIC's decode agrees with. */
export interface TrimChoice {
  trim: TrimSpec;
  engine: EngineSpec;
}

/**
 * The trims (with their engines) a decoded car can be: those sold with an engine vPIC's decode agrees with, and,
 * when vPIC's trim or series names trims (some makers put them in the series), only those. A trim vPIC names that
 * the catalogue does not sell (a fleet or police model) leaves none: the car would be listed as another.
 */
export function trimChoices(generation: Generation, decoded: DecodedCar): TrimChoice[] {
  const named = [decoded.trim, decoded.series].flatMap((text) => (text ? trimsNamedBy(generation, text) : []));
  if (decoded.trim && named.length === 0) return [];
  const trims = named.length > 0 ? generation.trims.filter((trim) => named.includes(trim)) : generation.trims;
  return trims.flatMap((trim) => {
    const engines = generation.engines.filter((candidate) => (!trim.engines || trim.engines.includes(candidate.id)) && engineAgrees(candidate, decoded));
    return engines.map((engine) => ({ trim, engine }));
  });
}
