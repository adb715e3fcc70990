import type Database from "better-sqlite3";
import { vinCheckDigit } from "@carmarket/validation";
import { single, type VpicReference, type ReferenceDecode } from "../../src/test/vpic-reference.js";

/** What the generator looks for: one catalogue line's vPIC make and model names over its years. */
export interface LineTarget {
  key: string;
  make: string;
  models: readonly string[];
  years: readonly [number, number];
}

/** The elements that tell one configuration of a line from another (and that a stem must decode unambiguously). */
export const CONFIGURATION_ELEMENTS = [
  "Model",
  "Series",
  "Trim",
  "Body Class",
  "Doors",
  "Engine Number of Cylinders",
  "Engine Configuration",
  "Displacement (L)",
  "Engine Model",
  "Turbo",
  "Fuel Type - Primary",
  "Fuel Type - Secondary",
] as const;

/** A VIN stem vPIC decodes to one configuration: positions 1–8, the model-year character and the plant. */
export interface FoundStem {
  year: number;
  /** Positions 1–8. */
  head: string;
  /** Position 11. */
  plant: string;
  /** The configuration's elements as vPIC names them (null where vPIC is silent). */
  elements: Record<(typeof CONFIGURATION_ELEMENTS)[number], string | null>;
  /** How many elements the decode fills: a stem that names more is more like a real car's. */
  richness: number;
}

const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
/** Elements that guide the search: each of their patterns is tried with the model's. */
const FACETS = [
  "Displacement (L)",
  "Displacement (CC)",
  "Engine Model",
  "Trim",
  "Series",
  "Body Class",
  "Fuel Type - Primary",
  "Fuel Type - Secondary",
  "Doors",
  "Engine Number of Cylinders",
];
const SAMPLES_PER_FACET = 4;
/** Position 11 of a stem whose schema names no plant. */
const NO_PLANT = "A";

/** A VIN from a stem and a serial (positions 12–17), with its check digit. */
export function vinFromStem(head: string, year: number, plant: string, serial: string): string {
  const draft = `${head}0${YEAR_CODES.charAt(year - 2010)}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/**
 * Every configuration of a line's model years that some VIN stem decodes to unambiguously under vPIC's own matching
 * rule, with the richest stem of each. The search tries the model's patterns intersected with each pattern of the
 * elements that set a configuration apart (engine, trim, series, body, fuel, doors), filling free positions with
 * characters the schema's patterns use, so the stems look like the maker's own.
 */
export function findStems(db: Database.Database, reference: VpicReference, target: LineTarget, random: () => number): FoundStem[] {
  const found = new Map<string, FoundStem>();
  const modelPatterns = db
    .prepare(
      `SELECT DISTINCT w.Wmi AS wmi, wvs.VinSchemaId AS schema, wvs.YearFrom AS yearFrom, wvs.YearTo AS yearTo, p.Keys AS keys, mo.Name AS model
       FROM Pattern p JOIN Element e ON e.Id = p.ElementId AND e.Name = 'Model' JOIN Model mo ON mo.Id = p.AttributeId
       JOIN Wmi_VinSchema wvs ON wvs.VinSchemaId = p.VinSchemaId JOIN Wmi w ON w.Id = wvs.WmiId
       WHERE mo.Name IN (${target.models.map(() => "?").join(",")}) AND wvs.YearFrom <= ? AND (wvs.YearTo IS NULL OR wvs.YearTo >= ?)
       ORDER BY w.Wmi, wvs.VinSchemaId, p.Keys`,
    )
    .all(...target.models, target.years[1], target.years[0]) as {
    wmi: string;
    schema: number;
    yearFrom: number;
    yearTo: number | null;
    keys: string;
    model: string;
  }[];
  const facetQuery = db.prepare(
    `SELECT DISTINCT p.Keys AS keys FROM Pattern p JOIN Element e ON e.Id = p.ElementId WHERE p.VinSchemaId = ? AND e.Name IN (${FACETS.map(() => "?").join(",")}) ORDER BY p.Keys`,
  );
  const plantQuery = db.prepare(
    `SELECT DISTINCT p.Keys AS keys FROM Pattern p JOIN Element e ON e.Id = p.ElementId WHERE p.VinSchemaId = ? AND e.Name = 'Plant City' ORDER BY p.Keys`,
  );
  const keysQuery = db.prepare("SELECT DISTINCT Keys AS keys FROM Pattern WHERE VinSchemaId = ?");

  const wmiIds = new Map<string, number | null>();
  for (const row of modelPatterns) {
    // A small maker's WMI runs into positions 12–14, leaving three digits of serial: not enough for a seed.
    if (row.wmi.length !== 3 || row.wmi.charAt(2) === "9") continue;
    const [vds, vis = ""] = row.keys.split("|");
    // A model told apart by the serial (positions 12–17) cannot be seeded from a stem.
    if (/[^*]/.test(vis.slice(2))) continue;
    if (!wmiIds.has(row.wmi)) wmiIds.set(row.wmi, reference.wmiId(row.wmi));
    const wmi = wmiIds.get(row.wmi);
    if (wmi === null || wmi === undefined) continue;
    const base = positions(vds!);
    const mentioned = mentionedCharacters((keysQuery.all(row.schema) as { keys: string }[]).map((k) => k.keys));
    const facets = [...new Set((facetQuery.all(row.schema, ...FACETS) as { keys: string }[]).map((f) => f.keys).filter((keys) => !keys.includes("|")))];
    const plantKeys = (plantQuery.all(row.schema) as { keys: string }[]).map((p) => p.keys);
    // A schema without plant patterns decodes no plant whatever position 11 holds.
    const plants = plantKeys.length > 0 ? plantCharacters(plantKeys, vis.length > 1 ? positions(vis.slice(1))[0]! : null) : [NO_PLANT];
    const groups = [base, ...facets.map((keys) => intersect(base, positions(keys)))]
      // Position 7 is a letter from model year 2010 on: decoders read a digit there as 1980–2009.
      .map((group) => group?.map((set, index) => (index === 3 ? set.filter((char) => /[A-Z]/.test(char)) : set)))
      .filter((group): group is string[][] => !!group && group.every((set) => set.length > 0));
    const heads = new Set<string>();
    for (const group of groups) {
      for (let sample = 0; sample < SAMPLES_PER_FACET; sample++)
        heads.add(`${row.wmi}${group.map((set, index) => pick(preferMentioned(set, mentioned[index]!), random)).join("")}`);
    }
    for (let year = Math.max(target.years[0], row.yearFrom); year <= Math.min(target.years[1], row.yearTo ?? target.years[1]); year++) {
      // The search reads the model's own schema; each stem it keeps is decoded again over every schema below.
      for (const head of heads) {
        for (const plant of plants) {
          const decode = reference.decodeInSchemas(vinFromStem(head, year, plant, "000000"), year, wmi, [row.schema]);
          if (plant !== NO_PLANT && single(decode, "Plant City") === null) continue;
          const stem = stemOf(decode, target, head, year, plant, row.model);
          if (stem) {
            const key = `${year}|${JSON.stringify(stem.elements)}`;
            const known = found.get(key);
            if (!known || known.richness < stem.richness) found.set(key, stem);
          }
          break;
        }
      }
    }
  }
  return [...found.values()];
}

/** The stem a decode makes, when it is the target line and every configuration element has one value. */
function stemOf(decode: ReferenceDecode, target: LineTarget, head: string, year: number, plant: string, model: string): FoundStem | null {
  if (decode.year !== year || decode.make !== target.make || single(decode, "Model") !== model) return null;
  const elements = {} as FoundStem["elements"];
  for (const element of CONFIGURATION_ELEMENTS) {
    const value = single(decode, element);
    if (value === "ambiguous") return null;
    elements[element] = value;
  }
  return { year, head, plant, elements, richness: [...decode.elements.values()].filter((values) => values.size === 1).length };
}

/**
 * The same configuration over every schema of the WMI's year (another line's schema may hold patterns that match
 * too) and whatever the serial: no pattern reads positions 12–17 differently.
 */
export function decodesAlike(reference: VpicReference, stem: FoundStem): boolean {
  for (const digit of "0123456789") {
    const decode = reference.decode(vinFromStem(stem.head, stem.year, stem.plant, digit.repeat(6)));
    if (!decode) return false;
    for (const element of CONFIGURATION_ELEMENTS) if (single(decode, element) !== stem.elements[element]) return false;
  }
  return true;
}

/** A pattern's positions 4–8 as the characters each allows (five sets; a short pattern leaves the rest free). */
function positions(vds: string): string[][] {
  const sets: string[][] = [];
  for (let i = 0; i < vds.length && sets.length < 5; i++) {
    const char = vds.charAt(i);
    if (char === "*") sets.push([...VIN_CHARS]);
    else if (char === "[") {
      const end = vds.indexOf("]", i);
      sets.push(characterClass(vds.slice(i + 1, end)));
      i = end;
    } else sets.push([char]);
  }
  while (sets.length < 5) sets.push([...VIN_CHARS]);
  return sets;
}

function characterClass(body: string): string[] {
  const chars: string[] = [];
  for (let j = 0; j < body.length; j++) {
    if (body.charAt(j + 1) === "-" && j + 2 < body.length) {
      for (let code = body.charCodeAt(j); code <= body.charCodeAt(j + 2); code++) chars.push(String.fromCharCode(code));
      j += 2;
    } else chars.push(body.charAt(j));
  }
  return chars.filter((char) => VIN_CHARS.includes(char));
}

function intersect(a: string[][], b: string[][]): string[][] | null {
  const sets = a.map((set, index) => set.filter((char) => b[index]!.includes(char)));
  return sets.some((set) => set.length === 0) ? null : sets;
}

/** Per position 4–8, the characters some pattern of the schema names there (not just allows). */
function mentionedCharacters(keys: readonly string[]): Set<string>[] {
  const mentioned = Array.from({ length: 5 }, () => new Set<string>());
  for (const key of keys) {
    positions(key.split("|")[0]!).forEach((set, index) => {
      if (set.length < VIN_CHARS.length) for (const char of set) mentioned[index]!.add(char);
    });
  }
  return mentioned;
}

function preferMentioned(set: string[], mentioned: Set<string>): string[] {
  const named = set.filter((char) => mentioned.has(char));
  return named.length > 0 ? named : set;
}

/** Plant characters (position 11) the schema's plant patterns name, within those the model pattern allows. */
function plantCharacters(keys: readonly string[], allowed: readonly string[] | null): string[] {
  const chars = new Set<string>();
  for (const key of keys) {
    const vis = key.split("|")[1] ?? "";
    if (vis.length > 1) for (const char of positions(vis.slice(1))[0]!) chars.add(char);
  }
  return [...chars].filter((char) => !allowed || allowed.includes(char)).sort();
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}
