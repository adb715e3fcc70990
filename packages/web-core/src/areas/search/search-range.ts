import { CURRENT_MODEL_YEAR } from "@carmarket/routes";

/** The two ends of a "min-max" range filter (apps/api/src/routes/catalog/README.md); either may be missing. */
export interface RangeEnds {
  min: string | undefined;
  max: string | undefined;
}

/**
 * Reads a §9 range filter value: "10000-25000", "-25000", "10000-", or one number, which the API
 * reads as "up to".
 */
export function readRange(value: string | undefined): RangeEnds {
  if (value === undefined || value === "") return { min: undefined, max: undefined };
  if (!value.includes("-")) return { min: undefined, max: value };
  const [min = "", max = ""] = value.split("-");
  return { min: min === "" ? undefined : min, max: max === "" ? undefined : max };
}

/** Newest model year the listings hold: cars of next year's model go on sale during this one (§9 current model year 2024). */
const NEWEST_LISTED_YEAR = CURRENT_MODEL_YEAR + 1;
/** The API takes at most 30 values in a list. */
const MAX_YEARS = 30;

/**
 * The model years a year filter names, comma-joined for GET /inventory/listingdata (which takes a list):
 * '2019' → '2019'; a range from `readRange` ('2019-', '-2015', '2015-2018', issue #17 '2019 or newer')
 * → each year in it, an open end stopping at the newest listed year or 30 years back from the other end.
 */
export function yearList(value: string): string {
  if (!value.includes("-")) return value;
  const { min, max } = readRange(value);
  const newest = max === undefined ? NEWEST_LISTED_YEAR : Number(max);
  const oldest = Math.max(min === undefined ? -Infinity : Number(min), newest - MAX_YEARS + 1);
  return Array.from({ length: Math.max(0, newest - oldest + 1) }, (_, index) => String(newest - index)).join(",");
}

/** Writes a range filter value; no ends means no filter (`undefined`, which removes the key). */
export function writeRange({ min, max }: RangeEnds): string | undefined {
  if (!min && !max) return undefined;
  return `${min ?? ""}-${max ?? ""}`;
}
