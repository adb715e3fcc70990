import { BODY_TYPES, BODY_TYPE_SLUGS } from "@carmarket/routes";
import type { SearchCatalog } from "./catalog.js";
import { phraseOf } from "./vocabulary.js";

/** One completion of the word being typed: a brand, a model or a body type. */
export interface SearchWordsSuggestion {
  /** Unique in a list: `honda`, `honda/civic`, `body/suv`. */
  readonly id: string;
  /** What the shopper reads: `Honda Civic`. */
  readonly label: string;
  readonly kind: "Brand" | "Model" | "Body type";
  /** The whole text once picked: the words before the one being typed, the completion and a space. */
  readonly value: string;
}

/** How many completions the box shows at most. */
export const MAX_SUGGESTIONS = 8;

interface Candidate {
  readonly id: string;
  readonly label: string;
  readonly kind: SearchWordsSuggestion["kind"];
  /** Lower-case words the typed tail must start: `honda civic`, and for a model also `civic`. */
  readonly prefixes: readonly string[];
  /** What replaces the typed tail. */
  readonly phrase: string;
}

const candidatesOf = new WeakMap<SearchCatalog, readonly Candidate[]>();

/** Brands, body types, then models (the broad searches first, the many models last); built once per catalogue object. */
function candidates(catalog: SearchCatalog): readonly Candidate[] {
  const known = candidatesOf.get(catalog);
  if (known) return known;
  const brands = catalog.brands.map((brand): Candidate => ({
    id: brand.slug,
    label: brand.name,
    kind: "Brand",
    prefixes: [brand.name.toLowerCase()],
    phrase: brand.name.toLowerCase(),
  }));
  const models = catalog.brands.flatMap((brand) =>
    brand.models.map((model): Candidate => {
      const phrase = `${brand.name} ${model.name}`.toLowerCase();
      return { id: `${brand.slug}/${model.slug}`, label: `${brand.name} ${model.name}`, kind: "Model", prefixes: [phrase, model.name.toLowerCase()], phrase };
    }),
  );
  const bodyTypes = BODY_TYPE_SLUGS.map((slug): Candidate => {
    const phrase = phraseOf("body_type", slug) ?? BODY_TYPES[slug].toLowerCase();
    return { id: `body/${slug}`, label: BODY_TYPES[slug], kind: "Body type", prefixes: [phrase, BODY_TYPES[slug].toLowerCase()], phrase };
  });
  const all = [...brands, ...bodyTypes, ...models];
  candidatesOf.set(catalog, all);
  return all;
}

/**
 * Completions of the words being typed (issue #17): 'honda c' → Honda Civic, Honda CR-V…; 'used su' → SUV.
 * The last two typed words are tried first (a brand and the start of its model), then the last one alone;
 * nothing is suggested before the first letter of a word or after a space, where the shopper may be done.
 */
export function suggestSearchWords(text: string, catalog: SearchCatalog): SearchWordsSuggestion[] {
  if (text.trim() === "" || /\s$/.test(text)) return [];
  const words = text.trim().split(/\s+/);
  for (const count of [2, 1]) {
    if (words.length < count) continue;
    const tail = words.slice(-count).join(" ").toLowerCase();
    const head = words.slice(0, -count).join(" ");
    const found = candidates(catalog).filter((candidate) => candidate.prefixes.some((prefix) => prefix.startsWith(tail)));
    if (found.length > 0) {
      return found.slice(0, MAX_SUGGESTIONS).map(({ id, label, kind, phrase }) => ({ id, label, kind, value: `${head === "" ? "" : `${head} `}${phrase} ` }));
    }
  }
  return [];
}
