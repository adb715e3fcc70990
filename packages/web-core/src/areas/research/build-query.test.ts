import { describe, expect, it } from "vitest";
import { loanEstimate } from "@carmarket/pricing";
import type { BuildChoices } from "@carmarket/api-client";
import { buildFromSearch, buildLines, buildMsrp, buildToSearch, searchOfChoice, trimChoices, type Build } from "./build-query.js";

const trims = [
  { name: "XL", family: "XL", msrp: 36_570, features: [] },
  { name: "Lariat", family: "Lariat", msrp: 62_385, features: [] },
];
const build: BuildChoices = {
  method: "Estimates.",
  trims: [
    {
      trim: "XL",
      engines: [
        { id: "2.7", name: "2.7L V6 Twin Turbo, 325 hp", price: 0, drives: ["RWD", "4WD"] },
        { id: "5.0", name: "5.0L V8, 400 hp", price: 1_995, drives: ["RWD", "4WD"] },
      ],
      drives: [
        { name: "RWD", price: 0 },
        { name: "4WD", price: 3_995 },
      ],
      cabs: [
        {
          name: "Regular Cab",
          price: 0,
          beds: [
            { name: "6.5", price: 0 },
            { name: "8", price: 395 },
          ],
        },
        {
          name: "SuperCrew",
          price: 5_995,
          beds: [
            { name: "5.5", price: 0 },
            { name: "6.5", price: 395 },
          ],
        },
      ],
      packages: [
        { name: "Heated Seats", price: 395, equipment: ["Heated Seats"] },
        { name: "Technology Package", price: 1_295, equipment: ["Premium Sound System", "Wireless Charging"] },
      ],
    },
    {
      trim: "Lariat",
      engines: [{ id: "5.0", name: "5.0L V8, 400 hp", price: 0, drives: ["4WD"] }],
      drives: [{ name: "4WD", price: 0 }],
      cabs: [{ name: "SuperCrew", price: 0, beds: [{ name: "5.5", price: 0 }] }],
      packages: [],
    },
  ],
};

const standardXl: Build = { trim: "XL", engine: "2.7", drive: "RWD", cab: "Regular Cab", bed: "6.5", packages: [] };
const read = (query: string) => buildFromSearch(new URLSearchParams(query), trims, build);

describe("build & price in the URL (issue #15)", () => {
  it("a build survives the query, standard choices left out, a comma inside a package name included", () => {
    const chosen: Build = { trim: "XL", engine: "5.0", drive: "4WD", cab: "SuperCrew", bed: "6.5", packages: ["Heated Seats", "Technology Package"] };
    const query = searchOfChoice(chosen, trims, build).toString();
    expect(query).toBe("trim=XL&engine=5.0&drive=4WD&cab=SuperCrew&bed=6.5&package=Heated+Seats&package=Technology+Package");
    expect(read(query)).toEqual(chosen);
    expect(searchOfChoice(standardXl, trims, build).toString()).toBe("trim=XL");
    expect(buildToSearch({ ...standardXl, packages: ["Seats, heated"] }, undefined).getAll("package")).toEqual(["Seats, heated"]);
  });

  it("without a build in the query the first trim is chosen as it comes", () => {
    expect(read("")).toEqual(standardXl);
  });

  it("a shared link asking for what the trim does not offer falls back to its standard choices", () => {
    expect(read("trim=Nope&engine=9.9&drive=AWD&cab=Mega&package=Jetpack")).toEqual(standardXl);
    // The bed follows the cab: a SuperCrew has no 8 ft bed; the Lariat has no packages and only 4WD.
    expect(read("trim=XL&cab=SuperCrew&bed=8")).toEqual({ ...standardXl, cab: "SuperCrew", bed: "5.5" });
    expect(read("trim=Lariat&drive=RWD&package=Heated+Seats")).toEqual({
      trim: "Lariat",
      engine: "5.0",
      drive: "4WD",
      cab: "SuperCrew",
      bed: "5.5",
      packages: [],
    });
  });

  it("a car without trims has no build", () => {
    expect(buildFromSearch(new URLSearchParams("trim=LE"), [], build)).toEqual({ trim: "", engine: "", drive: "", cab: "", bed: "", packages: [] });
  });
});

describe("#27.8 a build's price: the trim's MSRP plus each choice's own price", () => {
  const xl = trimChoices(trims, build, "XL")!;

  it("adds the engine, drive, cab, bed and packages chosen, each on its own line", () => {
    const chosen: Build = { trim: "XL", engine: "5.0", drive: "4WD", cab: "SuperCrew", bed: "6.5", packages: ["Heated Seats"] };
    expect(buildLines(xl, chosen)).toEqual([
      { label: "5.0L V8, 400 hp", price: 1_995 },
      { label: "4WD", price: 3_995 },
      { label: "SuperCrew", price: 5_995 },
      { label: "6.5 ft bed", price: 395 },
      { label: "Heated Seats", price: 395 },
    ]);
    expect(buildMsrp(xl, chosen)).toBe(36_570 + 1_995 + 3_995 + 5_995 + 395 + 395);
    expect(buildMsrp(xl, standardXl)).toBe(36_570);
  });

  it("§9 the loan estimate of the built MSRP: 3.8% over 84 months", () => {
    const msrp = buildMsrp(xl, { ...standardXl, packages: ["Heated Seats"] });
    expect(msrp).toBe(36_965);
    expect(loanEstimate({ price: msrp })?.text).toBe(`Est. $${Math.round((36_965 * (0.038 / 12)) / (1 - (1 + 0.038 / 12) ** -84))}/mo`);
  });
});
