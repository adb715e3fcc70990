import { BRANDS } from "./brands.js";

/** Separator between cars in a compare slug (§2.1: `brandA-model-vs-brandB-model`). */
export const VERSUS_SEPARATOR = "-vs-";

/** A car in a compare slug: brand slug and model slug. */
export interface CompareCar {
  /** Brand slug, e.g. `land-rover`. */
  brand: string;
  /** Model slug, e.g. `range-rover-sport`. */
  model: string;
}

// Longest slugs first so `land-rover-…` is never read as a shorter brand that is its prefix.
const brandSlugsLongestFirst = BRANDS.map((brand) => brand.slug as string).sort((a, b) => b.length - a.length);

/**
 * Splits `brand-model` into its brand and model slugs using the known {@link BRANDS}
 * (multi-word brands are hyphenated too, so the split cannot be positional).
 * Returns `undefined` when no known brand prefixes the text or nothing follows it.
 */
export function splitBrandModelSlug(text: string): CompareCar | undefined {
  const brand = brandSlugsLongestFirst.find((slug) => text.startsWith(`${slug}-`) && text.length > slug.length + 1);
  return brand === undefined ? undefined : { brand, model: text.slice(brand.length + 1) };
}

/**
 * Parses a compare slug into its cars. A slug without `-vs-` is one car (§2.1 edge case).
 * Returns `undefined` if any part is not `brand-model` of a known brand.
 */
export function parseCompareSlug(slug: string): CompareCar[] | undefined {
  const cars = slug.split(VERSUS_SEPARATOR).map(splitBrandModelSlug);
  return cars.every((car) => car !== undefined) ? (cars as CompareCar[]) : undefined;
}

/** Builds a compare slug: `toyota-camry-vs-honda-accord`. */
export function compareSlug(cars: readonly CompareCar[]): string {
  return cars.map((car) => `${car.brand}-${car.model}`).join(VERSUS_SEPARATOR);
}
