import { describe, expect, it } from "vitest";
import { CRASH_TEST_LABELS, crashTestRows } from "./crash-test-labels.js";

const safety = {
  overall: 5,
  front: 4,
  side: 5,
  rollover: 4,
  small_overlap: "Good",
  moderate_overlap: "Good",
  side_iihs: "Acceptable",
  roof_strength: "Good",
  headlights: "Marginal",
} as const;

describe("crash-test rating labels", () => {
  it("§3 labels overall, front, side, rollover and small overlap first", () => {
    expect(Object.values(CRASH_TEST_LABELS).slice(0, 5)).toEqual(["Overall Rating", "Frontal Crash", "Side Crash", "Rollover", "Small Overlap Front"]);
  });

  it("§3 NHTSA stars read 'N out of 5 stars', IIHS results keep their word", () => {
    const rows = crashTestRows(safety);
    expect(rows[0]).toEqual({ label: "Overall Rating", value: "5 out of 5 stars", source: "NHTSA" });
    expect(rows[1]).toEqual({ label: "Frontal Crash", value: "4 out of 5 stars", source: "NHTSA" });
    expect(rows.find((row) => row.label === "Headlights")).toEqual({ label: "Headlights", value: "Marginal", source: "IIHS" });
    expect(rows).toHaveLength(9);
  });

  it("#23.2 a test the catalogue holds no result of reads 'Not rated', never a guessed rating", () => {
    const rows = crashTestRows({ ...safety, front: null, headlights: null });
    expect(rows[1]).toEqual({ label: "Frontal Crash", value: "Not rated", source: "NHTSA" });
    expect(rows.find((row) => row.label === "Headlights")?.value).toBe("Not rated");
  });
});
