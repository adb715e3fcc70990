import { describe, expect, it } from "vitest";
import { classNoun, classPlural, countOf, indefiniteArticle } from "./english.js";

describe("indefiniteArticle (issue #15: 'a Acura')", () => {
  it.each([
    ["Acura", "an"],
    ["Audi", "an"],
    ["INFINITI", "an"],
    ["AM", "an"],
    ["SUV", "an"],
    ["EV", "an"],
    ["electric", "an"],
    ["8-speed", "an"],
    ["BMW", "a"],
    ["GMC", "a"],
    ["MINI", "a"],
    ["used", "a"],
    ["Honda", "a"],
    ["3-row", "a"],
  ])("'%s' takes '%s'", (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });
});

describe("class words and counts (issue #27.5)", () => {
  it.each([
    ["Compact SUV", "compact SUV", "compact SUVs"],
    ["Midsize Luxury SUV", "midsize luxury SUV", "midsize luxury SUVs"],
    ["Full-size Pickup", "full-size pickup", "full-size pickups"],
    ["Sports Car", "sports car", "sports cars"],
  ])("%s reads '%s', plural '%s'", (vehicleClass, noun, plural) => {
    expect(classNoun(vehicleClass)).toBe(noun);
    expect(classPlural(vehicleClass)).toBe(plural);
  });

  it("counts one trim and many trims", () => {
    expect(countOf(1, "trim")).toBe("1 trim");
    expect(countOf(4, "trim")).toBe("4 trims");
  });
});
