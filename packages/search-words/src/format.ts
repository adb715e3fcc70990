import type { InventorySearch, SearchKey } from "@carmarket/routes";
import { indexCatalog, type SearchCatalog } from "./catalog.js";
import { TRANSMISSION_KINDS, transmissionsOfKind } from "./transmissions.js";
import { phraseOf } from "./vocabulary.js";

const numberFormat = new Intl.NumberFormat("en-US");

/** Keys written from the vocabulary, in the order the words come (body type before the brand: 'van MINI', not 'MINI van'). */
const WORDED_KEYS = ["condition", "color", "body_type", "drivetrain", "fuel"] as const satisfies readonly SearchKey[];
const TRAILING_KEYS = ["interior_color", "vehicle_history", "deal_value_order", "remove_vin_without_images"] as const satisfies readonly SearchKey[];

/**
 * Words for a search, the inverse of {@link parseSearchWords}: `{ brand_slug: "honda", model_slug: "civic",
 * year: "2019-" }` → 'Honda Civic 2019 or newer'. Keys the parser does not read (trim, engine, features,
 * ids, paging) and values outside its vocabulary are left out; transmissions are written by kind ('manual'), so
 * values that do not make up a whole kind of the catalogue's are left out too.
 */
export function formatSearchWords(filters: InventorySearch, catalog: SearchCatalog): string {
  const index = indexCatalog(catalog);
  const words: string[] = [];
  const vocabulary = (key: SearchKey) => {
    const value = filters[key];
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      const phrase = phraseOf(key, item);
      if (phrase !== undefined) words.push(phrase);
    }
  };
  for (const key of WORDED_KEYS) vocabulary(key);
  words.push(...gearboxWords(filters.transmission ?? [], catalog.transmissions));
  if (filters.year !== undefined) words.push(between(filters.year, String, "year"));
  const { brand_slug: brand, model_slug: model } = filters;
  if (brand !== undefined) {
    words.push(index.brandName.get(brand) ?? brand.replace(/-/g, " "));
    if (model !== undefined) words.push(index.modelName.get(`${brand}/${model}`) ?? model.replace(/-/g, " "));
  }
  for (const key of TRAILING_KEYS) vocabulary(key);
  if (filters.dealer_price !== undefined) words.push(between(filters.dealer_price, (dollars) => `$${numberFormat.format(dollars)}`, "price"));
  if (filters.mileage !== undefined) words.push(`${between(filters.mileage, (miles) => numberFormat.format(miles), "price")} miles`);
  if (filters.fuel_economy !== undefined) words.push(`${between(filters.fuel_economy, String, "price")} mpg`);
  if (filters.monthly_payment !== undefined) words.push(`under $${numberFormat.format(Number(filters.monthly_payment))}/mo`);
  if (filters.zip !== undefined) words.push(`near ${filters.zip}`);
  if (filters.radius !== undefined) words.push(`within ${filters.radius} miles`);
  if (filters.sort !== undefined) words.push(phraseOf("sort", filters.sort) ?? "");
  return words.filter(Boolean).join(" ");
}

/** '2019-' → '2019 or newer', '-30000' → 'under $30,000', '10-20' → 'between 10 and 20'. */
function between(value: string, write: (number: number) => string, kind: "year" | "price"): string {
  if (!value.includes("-")) return kind === "year" ? value : `under ${write(Number(value))}`;
  const [min = "", max = ""] = value.split("-");
  if (min !== "" && max !== "") return kind === "year" ? `${min} to ${max}` : `between ${write(Number(min))} and ${write(Number(max))}`;
  if (min !== "") return kind === "year" ? `${min} or newer` : `over ${write(Number(min))}`;
  return kind === "year" ? `${max} or older` : `under ${write(Number(max))}`;
}

/** 'manual', 'cvt'…: the kinds whose catalogue values are all in `chosen`, each written once, broadest first. */
function gearboxWords(chosen: readonly string[], transmissions: readonly string[]): string[] {
  const left = new Set(chosen);
  const words: string[] = [];
  for (const kind of TRANSMISSION_KINDS) {
    const values = transmissionsOfKind(transmissions, kind);
    if (values.length === 0 || !values.every((value) => left.has(value))) continue;
    for (const value of values) left.delete(value);
    words.push(phraseOf("transmission", kind) as string);
  }
  return words;
}
