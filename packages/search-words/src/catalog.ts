import { COMMON_WORD_MODELS, MODEL_NICKNAMES, BRAND_NICKNAMES } from "./nicknames.js";
import { compact } from "./tokens.js";

/** A model as the catalogue names it: URL slug and display name (`cr-v`, `CR-V`). */
export interface CatalogModel {
  readonly slug: string;
  readonly name: string;
}

/** A brand with its models, e.g. the brands and models tables of the API. */
export interface CatalogBrand {
  readonly slug: string;
  readonly name: string;
  readonly models: readonly CatalogModel[];
}

/**
 * What the parser knows of the cars on sale; the apps load it from the API when the box is used. `transmissions`
 * are the listings' own values ('6-Speed Manual', 'CVT'): transmission words become those (issue #26.3).
 */
export interface SearchCatalog {
  readonly brands: readonly CatalogBrand[];
  readonly transmissions: readonly string[];
}

/** One car a name may mean. */
export interface CarMatch {
  brand: string;
  model?: string;
  /** True for models whose name is also an everyday or too-short word ('is', 'edge', '500'): only counted with their brand. */
  needsBrand: boolean;
}

/** The catalogue indexed by compact name ('crv', 'f150', 'landrover'), built once per catalogue object. */
export interface CatalogIndex {
  readonly byName: ReadonlyMap<string, readonly CarMatch[]>;
  /** Names long enough (5+ letters) and distinctive enough for misspelling matches. */
  readonly fuzzyNames: readonly string[];
  readonly brandName: ReadonlyMap<string, string>;
  readonly modelName: ReadonlyMap<string, string>;
  /** Longest name in tokens, so the parser knows how far to look ahead. */
  readonly longestName: number;
}

const indexes = new WeakMap<SearchCatalog, CatalogIndex>();

/** The index of a catalogue, built on first use and kept as long as the catalogue object lives. */
export function indexCatalog(catalog: SearchCatalog): CatalogIndex {
  let index = indexes.get(catalog);
  if (!index) {
    index = buildIndex(catalog);
    indexes.set(catalog, index);
  }
  return index;
}

function buildIndex(catalog: SearchCatalog): CatalogIndex {
  const byName = new Map<string, CarMatch[]>();
  const brandName = new Map<string, string>();
  const modelName = new Map<string, string>();
  let longestName = 1;
  const add = (name: string, match: CarMatch) => {
    const key = compact(name);
    if (key === "") return;
    longestName = Math.max(longestName, name.split(/[^a-z0-9]+/i).filter(Boolean).length);
    const list = byName.get(key) ?? [];
    if (!list.some((known) => known.brand === match.brand && known.model === match.model)) list.push(match);
    byName.set(key, list);
  };
  for (const brand of catalog.brands) {
    brandName.set(brand.slug, brand.name);
    add(brand.name, { brand: brand.slug, needsBrand: false });
    add(brand.slug, { brand: brand.slug, needsBrand: false });
    for (const model of brand.models) {
      modelName.set(`${brand.slug}/${model.slug}`, model.name);
      const key = compact(model.name);
      const needsBrand = /^\d+$/.test(key) || key.length <= 2 || COMMON_WORD_MODELS.has(key);
      add(model.name, { brand: brand.slug, model: model.slug, needsBrand });
    }
  }
  for (const [nickname, slug] of Object.entries(BRAND_NICKNAMES)) if (brandName.has(slug)) add(nickname, { brand: slug, needsBrand: false });
  for (const [nickname, [brand, model]] of Object.entries(MODEL_NICKNAMES)) {
    if (modelName.has(`${brand}/${model}`)) add(nickname, { brand, model, needsBrand: false });
  }
  const fuzzyNames = [...byName.entries()].filter(([name, matches]) => name.length >= 5 && matches.every((match) => !match.needsBrand)).map(([name]) => name);
  return { byName, fuzzyNames, brandName, modelName, longestName };
}
