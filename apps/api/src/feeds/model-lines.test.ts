import { describe, expect, it } from "vitest";
import { ModelLines, rowNames, spellingsMeet, type CatalogueLine } from "./model-lines.js";

const line = (id: number, name: string, vpicNames: string[] = []): CatalogueLine => ({
  id,
  brand_id: 1,
  name,
  slug: name.toLowerCase(),
  body_type: "pickup-truck",
  vpic_names: vpicNames,
});

describe("#23.5 spellings of one model line meet", () => {
  it("the same letters and digits, or one with its load class, are one line; other words are another line", () => {
    expect(spellingsMeet("F-150", "F150")).toBe(true);
    expect(spellingsMeet("CR-V", "crv")).toBe(true);
    expect(spellingsMeet("Silverado", "Silverado 1500")).toBe(true);
    expect(spellingsMeet("Silverado 2500HD", "Silverado")).toBe(true);
    expect(spellingsMeet("Transit", "Transit Connect")).toBe(false);
    expect(spellingsMeet("Corolla", "Corolla Cross")).toBe(false);
    expect(spellingsMeet("Model 3", "Model Y")).toBe(false);
  });

  it("a row may add words after the model, never drop them", () => {
    expect(rowNames("Wrangler Unlimited", "Wrangler")).toBe(true);
    expect(rowNames("Silverado", "Silverado 1500")).toBe(true);
    expect(rowNames("Wrangler", "Wrangler Unlimited")).toBe(false);
  });

  it("a vPIC model finds the lines that list it, else the line spelled like it, else those that are it with a load class", () => {
    const lines = new ModelLines([line(1, "Silverado 1500"), line(2, "Silverado 2500HD"), line(3, "Colorado"), line(4, "Bolt EV", ["Bolt EV", "Bolt"])]);
    expect(lines.ofVpicModel(1, "Silverado").map((found) => found.id)).toEqual([1, 2]);
    expect(lines.ofVpicModel(1, "COLORADO").map((found) => found.id)).toEqual([3]);
    expect(lines.ofVpicModel(1, "Bolt").map((found) => found.id)).toEqual([4]);
    expect(lines.ofVpicModel(2, "Colorado")).toEqual([]);
    expect(lines.named(1, "silverado-1500").map((found) => found.id)).toEqual([1]);
    expect(lines.named(1, "Bolt").map((found) => found.id)).toEqual([4]);
  });
});
