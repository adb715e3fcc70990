import type { SafetyRatings } from "@carmarket/api-client";

/**
 * §3 crash-test rating labels (overall, front, side, rollover, small overlap and the others), in the
 * order the safety tab lists them: the NHTSA star ratings, then the IIHS results.
 */
export const CRASH_TEST_LABELS = {
  overall: "Overall Rating",
  front: "Frontal Crash",
  side: "Side Crash",
  rollover: "Rollover",
  small_overlap: "Small Overlap Front",
  moderate_overlap: "Moderate Overlap Front",
  side_iihs: "Side (IIHS)",
  roof_strength: "Roof Strength",
  headlights: "Headlights",
} as const satisfies Record<keyof SafetyRatings, string>;

/** One row of the safety tab: a §3 label and its result as text. */
export interface CrashTestRow {
  label: string;
  value: string;
  source: "NHTSA" | "IIHS";
}

const NHTSA_KEYS = ["overall", "front", "side", "rollover"] as const;

/** What a test the catalogue holds no result of reads: never a guessed rating (issue #23). */
const NOT_RATED = "Not rated";

/** NHTSA's overall stars as text, or "Not rated". */
export function starsText(stars: number | null): string {
  return stars === null ? NOT_RATED : `${stars} out of 5 stars`;
}

/** The safety tab's rows: NHTSA stars read 'N out of 5 stars', IIHS results their word (Good … Poor), "Not rated" where none is held. */
export function crashTestRows(safety: SafetyRatings): CrashTestRow[] {
  return (Object.keys(CRASH_TEST_LABELS) as (keyof SafetyRatings)[]).map((key) => {
    const value = safety[key];
    return (NHTSA_KEYS as readonly string[]).includes(key)
      ? { label: CRASH_TEST_LABELS[key], value: starsText(value as number | null), source: "NHTSA" }
      : { label: CRASH_TEST_LABELS[key], value: value === null ? NOT_RATED : String(value), source: "IIHS" };
  });
}
