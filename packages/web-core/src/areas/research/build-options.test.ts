import { describe, expect, it } from "vitest";
import { loanEstimate } from "@carmarket/pricing";
import { buildMsrp, buildOptions } from "./build-options.js";

const trims = [
  { name: "XLE", family: "XLE", msrp: 30000, features: ["Cruise", "Heated seats", "Sunroof"] },
  { name: "LE", family: "LE", msrp: 27000, features: ["Cruise"] },
  { name: "XSE", family: "XSE", msrp: 33000, features: ["Cruise", "Heated seats", "Sunroof", "Sport suspension"] },
];

describe("build & price options (ADR 140)", () => {
  it("offers the features of higher trims, priced by their share of the MSRP step", () => {
    expect(buildOptions(trims, "LE")).toEqual([
      { feature: "Heated seats", price: 1500 },
      { feature: "Sunroof", price: 1500 },
      { feature: "Sport suspension", price: 3000 },
    ]);
    expect(buildOptions(trims, "XSE")).toEqual([]);
    expect(buildOptions(trims, "Nope")).toEqual([]);
  });

  it("§9 the loan estimate of the built MSRP: 3.8% over 84 months", () => {
    const options = buildOptions(trims, "LE");
    const msrp = buildMsrp(trims[1]!, options, new Set(["Sunroof"]));
    expect(msrp).toBe(28500);
    expect(loanEstimate({ price: msrp })?.text).toBe(`Est. $${Math.round((28500 * (0.038 / 12)) / (1 - (1 + 0.038 / 12) ** -84))}/mo`);
  });
});
