import { describe, expect, it } from "vitest";
import { MAX_SUGGESTIONS, suggestSearchWords } from "./suggest.js";
import { SEED_CATALOG } from "./test/seed-catalog.js";

const labels = (text: string) => suggestSearchWords(text, SEED_CATALOG).map((suggestion) => suggestion.label);

describe("suggestSearchWords (issue #17: suggestions as you type from the catalogue)", () => {
  it("a brand and the start of its model suggest that brand's models, completing the words typed before", () => {
    expect(suggestSearchWords("used honda c", SEED_CATALOG)).toEqual([
      { id: "honda/civic", label: "Honda Civic", kind: "Model", value: "used honda civic " },
      { id: "honda/cr-v", label: "Honda CR-V", kind: "Model", value: "used honda cr-v " },
    ]);
  });

  it("the start of a word suggests brands, then body types, then models", () => {
    expect(labels("hond")).toEqual(["Honda", "Honda Civic", "Honda Accord", "Honda CR-V", "Honda HR-V", "Honda Pilot", "Honda Passport", "Honda Odyssey"]);
    expect(labels("civ")).toEqual(["Honda Civic"]);
    expect(suggestSearchWords("red su", SEED_CATALOG)).toContainEqual({ id: "body/suv", label: "SUV", kind: "Body type", value: "red suv " });
    expect(suggestSearchWords("pick", SEED_CATALOG)).toContainEqual({
      id: "body/pickup-truck",
      label: "Pickup Truck",
      kind: "Body type",
      value: "pickup truck ",
    });
  });

  it(`shows at most ${MAX_SUGGESTIONS}`, () => {
    expect(labels("c").length).toBe(MAX_SUGGESTIONS);
  });

  it("nothing before the first letter, after a space, or for words no car starts with", () => {
    expect(labels("")).toEqual([]);
    expect(labels("honda ")).toEqual([]);
    expect(labels("under 25k")).toEqual([]);
  });
});
