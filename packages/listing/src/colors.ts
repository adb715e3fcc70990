/** §9: what an unknown, "none" or empty colour shows. */
export const NO_COLOR = "-";

/** §9 colour filter names, in the spec's order (both spellings of grey are kept). */
export const COLOR_FILTER_NAMES = [
  "red",
  "orange",
  "yellow",
  "green",
  "black",
  "brown",
  "blue",
  "maroon",
  "purple",
  "gold",
  "silver",
  "navy",
  "white",
  "gray",
  "grey",
] as const;

/** A §9 colour filter name. */
export type ColorFilterName = (typeof COLOR_FILTER_NAMES)[number];

const HIDDEN_COLORS = new Set(["", "unknown", "none"]);

/**
 * A colour as shown on the listing (§3, §9): `UNKNOWN`, `none`, empty or missing show `-`
 * (case-insensitive); any other colour is shown as the feed wrote it, trimmed.
 *
 * @example
 * displayColor("UNKNOWN") // "-"
 * displayColor("Midnight Black") // "Midnight Black"
 */
export function displayColor(color: string | null | undefined): string {
  const trimmed = color?.trim() ?? "";
  return HIDDEN_COLORS.has(trimmed.toLowerCase()) ? NO_COLOR : trimmed;
}
