import type { ModelLine } from "./model-line.js";
import { ASIA_LINES } from "./lines/asia.js";
import { EUROPE_AND_TESLA_LINES } from "./lines/europe-and-tesla.js";
import { FORD_LINES } from "./lines/ford.js";
import { GM_LINES } from "./lines/gm.js";
import { HONDA_LINES } from "./lines/honda.js";
import { STELLANTIS_LINES } from "./lines/stellantis.js";
import { TOYOTA_LINES } from "./lines/toyota.js";

/** Every model line of the catalogue (ADR 271), by maker group; `lineKey` names each one. */
export const MODEL_LINES: readonly ModelLine[] = [
  ...FORD_LINES,
  ...GM_LINES,
  ...STELLANTIS_LINES,
  ...TOYOTA_LINES,
  ...HONDA_LINES,
  ...ASIA_LINES,
  ...EUROPE_AND_TESLA_LINES,
];

/** A line's key in the stem table and the seed: `brand/model-slug`. */
export function lineKey(line: Pick<ModelLine, "brand" | "slug">): string {
  return `${line.brand}/${line.slug}`;
}
