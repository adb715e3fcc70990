import { describe, expect, it } from "vitest";
import { knownFeature } from "./feature-names.js";

const FEATURES = ["Backup Camera", "360-Degree Camera", "Heated Seats", "Heated Steering Wheel", "Sunroof/Moonroof", "Apple CarPlay"];

describe("knownFeature (issue #26.5)", () => {
  it("#26.5 matches the listings' spelling whatever the case", () => {
    expect(knownFeature("backup camera", FEATURES)).toBe("Backup Camera");
    expect(knownFeature("  APPLE   carplay ", FEATURES)).toBe("Apple CarPlay");
  });

  it("#26.5 'Sunroof' is the one feature holding that word: 'Sunroof/Moonroof'", () => {
    expect(knownFeature("Sunroof", FEATURES)).toBe("Sunroof/Moonroof");
    expect(knownFeature("moonroof", FEATURES)).toBe("Sunroof/Moonroof");
  });

  it("several or no features holding the words is no match; part of a word is not a word", () => {
    expect(knownFeature("camera", FEATURES)).toBeUndefined();
    expect(knownFeature("heated", FEATURES)).toBeUndefined();
    expect(knownFeature("roof", FEATURES)).toBeUndefined();
    expect(knownFeature("jet pack", FEATURES)).toBeUndefined();
    expect(knownFeature("", FEATURES)).toBeUndefined();
    expect(knownFeature("(.*)", FEATURES)).toBeUndefined();
  });
});
