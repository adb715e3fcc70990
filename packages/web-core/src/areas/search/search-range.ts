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

/** Writes a range filter value; no ends means no filter (`undefined`, which removes the key). */
export function writeRange({ min, max }: RangeEnds): string | undefined {
  if (!min && !max) return undefined;
  return `${min ?? ""}-${max ?? ""}`;
}
