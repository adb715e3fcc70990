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

/** The safety tab's rows: NHTSA stars read 'N out of 5 stars', IIHS results their word (Good … Poor). */
export function crashTestRows(safety: SafetyRatings): CrashTestRow[] {
  return (Object.keys(CRASH_TEST_LABELS) as (keyof SafetyRatings)[]).map((key) => {
    const value = safety[key];
    return (NHTSA_KEYS as readonly string[]).includes(key)
      ? { label: CRASH_TEST_LABELS[key], value: `${value} out of 5 stars`, source: "NHTSA" }
      : { label: CRASH_TEST_LABELS[key], value: String(value), source: "IIHS" };
  });
}
