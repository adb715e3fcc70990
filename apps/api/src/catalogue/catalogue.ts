import type { BodyTypeSlug } from "@carmarket/routes";
import { vinCheckDigit } from "@carmarket/validation";
import type { VinFacts } from "../vin-decoding/vin-facts.js";
import { generationOf, trimChoices, type TrimChoice } from "./configuration-match.js";
import { bodyTypeOfClass } from "../vin-decoding/listing-terms.js";
import type { Drive, EngineSpec, Generation, ModelLine, TrimSpec } from "./model-line.js";
import { lineKey, MODEL_LINES } from "./model-lines.js";
import { unpackFacts } from "./vpic-stems.js";
import { VPIC_STEMS } from "./vpic-stems.generated.js";

/**
 * One car the catalogue can list: a VIN stem vPIC decodes to it, the decode, its body style and the ways it is sold
 * (the trims with the engine vPIC agrees with). Every seeded VIN is a stem of one of these (ADR 272).
 */
export interface Configuration {
  line: ModelLine;
  generation: Generation;
  year: number;
  /** VIN positions 1–8. */
  head: string;
  /** VIN position 11. */
  plant: string;
  facts: VinFacts;
  body: BodyTypeSlug;
  choices: readonly TrimChoice[];
}

const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/** The VIN of a configuration's car with a six-digit serial: stem, check digit, model year, plant, serial. */
export function vinOf(configuration: Pick<Configuration, "head" | "plant" | "year">, serial: number): string {
  const draft = `${configuration.head}0${YEAR_CODES.charAt(configuration.year - 2010)}${configuration.plant}${String(serial % 1_000_000).padStart(6, "0")}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

let byLine: Map<string, Configuration[]> | undefined;

/** Every configuration of a line, oldest model year first (built once from the stem table). */
export function configurationsOf(line: ModelLine): readonly Configuration[] {
  byLine ??= new Map(MODEL_LINES.map((each) => [lineKey(each), buildConfigurations(each)]));
  return byLine.get(lineKey(line)) ?? [];
}

function buildConfigurations(line: ModelLine): Configuration[] {
  return (VPIC_STEMS.lines[lineKey(line)] ?? []).flatMap(([year, head, plant, packed]) => {
    const generation = generationOf(line, year);
    const facts = unpackFacts(VPIC_STEMS.strings, year, packed);
    const body = lineBodyOf(line, facts.bodyClass);
    const choices = generation ? trimChoices(generation, facts) : [];
    return generation && body && choices.length > 0 ? [{ line, generation, year, head, plant, facts, body, choices }] : [];
  });
}

/** The §2.5 body style of a vPIC body class when the line is built in it, else null. */
export function lineBodyOf(line: Pick<ModelLine, "body" | "otherBodies">, bodyClass: string | null): BodyTypeSlug | null {
  const body = bodyTypeOfClass(bodyClass);
  return body && (body === line.body || line.otherBodies?.includes(body)) ? body : null;
}

/** The model years of a line that have a configuration, oldest first. */
export function yearsOf(line: ModelLine): number[] {
  return [...new Set(configurationsOf(line).map((configuration) => configuration.year))];
}

/** The trims a line sells in a model year (those some configuration of the year allows), cheapest-first ladder order. */
export function trimsOfYear(line: ModelLine, year: number): TrimSpec[] {
  const generation = generationOf(line, year);
  if (!generation) return [];
  const sold = new Set(
    configurationsOf(line)
      .filter((c) => c.year === year)
      .flatMap((c) => c.choices.map((choice) => choice.trim)),
  );
  return generation.trims.filter((trim) => sold.has(trim));
}

/** The engines a trim is sold with in a model year, in the order its generation publishes them. */
export function enginesOfTrim(line: ModelLine, year: number, trim: TrimSpec): EngineSpec[] {
  const sold = new Set(
    configurationsOf(line)
      .filter((c) => c.year === year)
      .flatMap((c) => c.choices.filter((choice) => choice.trim === trim).map((choice) => choice.engine)),
  );
  return (generationOf(line, year)?.engines ?? []).filter((engine) => sold.has(engine));
}

/** A configuration of the year sold as that trim with that engine (whose decode names the engine). */
export function configurationSoldAs(line: ModelLine, year: number, trim: TrimSpec, engine: EngineSpec): Configuration | undefined {
  return configurationsOf(line).find((c) => c.year === year && c.choices.some((choice) => choice.trim === trim && choice.engine === engine));
}

/** The drives a trim with an engine comes with: the generation's, narrowed by the trim's and the engine's. */
export function drivesOf(generation: Generation, trim: TrimSpec, engine: EngineSpec): Drive[] {
  return generation.drives.filter((drive) => (!trim.drives || trim.drives.includes(drive)) && (!engine.drives || engine.drives.includes(drive)));
}

/** The line of a brand slug and model slug, if the catalogue has it. */
export function findLine(brandSlug: string, modelSlug: string): ModelLine | undefined {
  return MODEL_LINES.find((line) => line.brand === brandSlug && line.slug === modelSlug);
}
