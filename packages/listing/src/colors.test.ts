import { describe, expect, it } from "vitest";
import { COLOR_FILTER_NAMES, displayColor } from "./colors.js";

describe("colours (§3, §9)", () => {
  it("§9 colours: UNKNOWN, none and empty show '-'", () => {
    for (const color of ["UNKNOWN", "Unknown", "none", "NONE", "", "  ", undefined, null]) {
      expect(displayColor(color), String(color)).toBe("-");
    }
  });

  it("§9 colours: other colours show as given, trimmed", () => {
    expect(displayColor(" Midnight Black ")).toBe("Midnight Black");
    expect(displayColor("gray")).toBe("gray");
  });

  it("§9 colour filter names", () => {
    expect(COLOR_FILTER_NAMES).toEqual([
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
    ]);
  });
});
