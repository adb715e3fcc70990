import { distance } from "fastest-levenshtein";
import { isMultiValueKey, type InventorySearch } from "@carmarket/routes";
import { indexCatalog, type CarMatch, type CatalogIndex, type SearchCatalog } from "./catalog.js";
import { readNumberPhrase } from "./numbers.js";
import { compact, tokenize, type Token } from "./tokens.js";
import { transmissionsOfKind, type TransmissionKind } from "./transmissions.js";
import { FILLER_WORDS, LONGEST_PHRASE, meaningOf, type Meaning } from "./vocabulary.js";

/** What {@link parseSearchWords} understood, and what it did not. */
export interface ParsedSearchWords {
  /** The search, in the keys of `@carmarket/routes` (ready for `inventorySearchUrl`). */
  filters: InventorySearch;
  /** The words it could not place, as typed (lower case), in phrase order. */
  notUnderstood: string[];
}

/**
 * Longer phrases are cut at the last word that fits: every search the parser can express fits, and the
 * time a crafted phrase costs the server stays bounded (a phrase of garbage words is the slowest kind).
 */
export const MAX_PHRASE_LENGTH = 500;

/** One reading of the words at a position: how many tokens it takes and what it says. */
type Reading = { length: number } & ({ kind: "car"; matches: readonly CarMatch[] } | { kind: "meanings"; meanings: readonly Meaning[] });

/**
 * Turns a shopper's words into a search: 'red awd suv under 30k near 10001' →
 * `{ color: ["red"], drivetrain: ["AWD"], body_type: "suv", dealer_price: "-30000", zip: "10001" }`.
 * Brands and models come from `catalog` (with nicknames and misspellings: 'chevy', 'camery'), gearbox words
 * ('manual', 'stick shift', 'cvt') become the catalogue's transmission values of that kind; a word it
 * cannot place, a second value for a one-value key ('new used') and a model of another brand than the one
 * named are left in `notUnderstood` rather than guessed. Pure and synchronous.
 */
export function parseSearchWords(phrase: string, catalog: SearchCatalog): ParsedSearchWords {
  const index = indexCatalog(catalog);
  const tokens = tokenize(phrase.length > MAX_PHRASE_LENGTH ? phrase.slice(0, MAX_PHRASE_LENGTH).replace(/\S*$/, "") : phrase);
  const namedBrands = brandsNamed(tokens, index);
  const filters: Record<string, string | string[]> = {};
  const notUnderstood: string[] = [];
  const cars: { matches: readonly CarMatch[]; text: string }[] = [];
  const gearboxes = new Set<string>();
  const set = ({ key, value }: Meaning, text: string) => {
    // A gearbox word means the catalogue's values of its kind; a kind no listing has is not understood (issue #26.3).
    if (key === "transmission") {
      const values = transmissionsOfKind(catalog.transmissions, value as TransmissionKind);
      if (values.length === 0) notUnderstood.push(text);
      for (const found of values) gearboxes.add(found);
      return;
    }
    const known = filters[key];
    if (isMultiValueKey(key)) filters[key] = Array.isArray(known) ? (known.includes(value) ? known : [...known, value]) : [value];
    else if (known === undefined) filters[key] = value;
    else if (known !== value) notUnderstood.push(text);
  };
  for (let at = 0; at < tokens.length;) {
    const reading = readAt(tokens, at, index, namedBrands);
    const text = tokens
      .slice(at, at + (reading?.length ?? 1))
      .map((token) => token.text)
      .join(" ");
    if (reading?.kind === "car") cars.push({ matches: reading.matches, text });
    else if (reading?.kind === "meanings") for (const meaning of reading.meanings) set(meaning, text);
    else if (!FILLER_WORDS.has(text)) notUnderstood.push(text);
    at += reading?.length ?? 1;
  }
  if (gearboxes.size > 0) filters.transmission = catalog.transmissions.filter((value) => gearboxes.has(value));
  resolveCars(cars, filters, notUnderstood);
  return { filters: filters as InventorySearch, notUnderstood };
}

/** Brands the phrase names outright: models that are everyday words count only next to them. */
function brandsNamed(tokens: readonly Token[], index: CatalogIndex): Set<string> {
  const brands = new Set<string>();
  for (let at = 0; at < tokens.length; at += 1) {
    for (let length = 1; length <= 2 && at + length <= tokens.length; length += 1) {
      for (const match of index.byName.get(compact(joined(tokens, at, length))) ?? []) if (match.model === undefined) brands.add(match.brand);
    }
  }
  return brands;
}

const joined = (tokens: readonly Token[], at: number, length: number) =>
  tokens
    .slice(at, at + length)
    .map((token) => token.text)
    .join(" ");

/** The longest reading at `at`: a car name, a vocabulary phrase or a number phrase (in that order on a tie), else a misspelled car. */
function readAt(tokens: readonly Token[], at: number, index: CatalogIndex, namedBrands: ReadonlySet<string>): Reading | undefined {
  const readings: Reading[] = [];
  const car = carAt(tokens, at, index, namedBrands);
  if (car) readings.push(car);
  for (let length = Math.min(LONGEST_PHRASE, tokens.length - at); length >= 1; length -= 1) {
    const meaning = meaningOf(tokens.slice(at, at + length).map((token) => token.text));
    if (meaning) {
      readings.push({ kind: "meanings", meanings: [meaning], length });
      break;
    }
  }
  const number = readNumberPhrase(tokens, at);
  if (number) readings.push({ kind: "meanings", ...number });
  const longest = readings.reduce<Reading | undefined>((best, reading) => (best && best.length >= reading.length ? best : reading), undefined);
  return longest ?? misspeltCar(tokens[at] as Token, index);
}

function carAt(tokens: readonly Token[], at: number, index: CatalogIndex, namedBrands: ReadonlySet<string>): Reading | undefined {
  for (let length = Math.min(index.longestName, tokens.length - at); length >= 1; length -= 1) {
    const name = compact(joined(tokens, at, length));
    // A plural ('camrys', 'f150s') is an 's' on the last word, not a word of its own ('Mercedes-Benz S').
    const last = tokens[at + length - 1]?.text ?? "";
    const found = index.byName.get(name) ?? (last.length > 2 && last.endsWith("s") ? index.byName.get(name.slice(0, -1)) : undefined);
    const matches = found?.filter((match) => !match.needsBrand || namedBrands.has(match.brand)) ?? [];
    if (matches.length > 0) return { kind: "car", matches, length };
  }
  return undefined;
}

/**
 * 'camery' → Camry: the catalogue names within one edit (two for words of 9+ letters) that start with the
 * same letter (people seldom miss the first one), when they all mean the same car.
 */
function misspeltCar(token: Token, index: CatalogIndex): Reading | undefined {
  const word = token.text;
  if (word.length < 5 || token.value !== undefined || FILLER_WORDS.has(word)) return undefined;
  const allowed = word.length >= 9 ? 2 : 1;
  let closest: string[] = [];
  let closestEdits = allowed;
  for (const name of index.fuzzyNames) {
    if (name[0] !== word[0] || Math.abs(name.length - word.length) > allowed) continue;
    const edits = distance(word, name);
    if (edits < closestEdits) [closest, closestEdits] = [[name], edits];
    else if (edits === closestEdits) closest.push(name);
  }
  const matches = closest.flatMap((name) => index.byName.get(name) ?? []);
  const meanings = new Set(matches.map((match) => `${match.brand}/${match.model ?? ""}`));
  return meanings.size === 1 ? { kind: "car", matches: [matches[0] as CarMatch], length: 1 } : undefined;
}

/**
 * The brand is the first brand named; the model the first model of that brand (or, with no brand named,
 * of the one brand a model name belongs to). Other brands, models of other brands and model names several
 * brands share are not understood.
 */
function resolveCars(cars: readonly { matches: readonly CarMatch[]; text: string }[], filters: Record<string, string | string[]>, notUnderstood: string[]) {
  const brandOnly = (matches: readonly CarMatch[]) => matches.find((match) => match.model === undefined);
  let brand = cars.map(({ matches }) => brandOnly(matches)?.brand).find((slug) => slug !== undefined);
  let model: string | undefined;
  for (const { matches, text } of cars) {
    const named = brandOnly(matches);
    if (named) {
      if (named.brand !== brand) notUnderstood.push(text);
      continue;
    }
    const brands = new Set(matches.map((match) => match.brand));
    const [only] = brands;
    brand ??= brands.size === 1 ? only : undefined;
    const chosen = matches.find((match) => match.brand === brand);
    if (chosen?.model !== undefined && (model === undefined || model === chosen.model)) model = chosen.model;
    else notUnderstood.push(text);
  }
  if (brand !== undefined) filters.brand_slug = brand;
  if (model !== undefined) filters.model_slug = model;
}
