import { describe, expect, it } from "vitest";
import { buildFromSearch, buildToSearch, type Build } from "./build-query.js";

const trims = [
  { name: "LE", family: "LE", msrp: 27000, features: ["Cruise"] },
  { name: "XLE", family: "XLE", msrp: 30000, features: ["Cruise", "Heated seats, front", "Sunroof"] },
  { name: "XSE", family: "XSE", msrp: 33000, features: ["Cruise", "Heated seats, front", "Sunroof", "Sport suspension"] },
];

const roundTrip = (build: Build) => buildFromSearch(new URLSearchParams(buildToSearch(build).toString()), trims);

describe("build & price in the URL (issue #15)", () => {
  it("a build survives the query: trim and options, a comma inside an option name included", () => {
    const build = { trim: "LE", options: ["Heated seats, front", "Sport suspension"] };
    expect(buildToSearch(build).toString()).toBe("trim=LE&option=Heated+seats%2C+front&option=Sport+suspension");
    expect(roundTrip(build)).toEqual(build);
    expect(roundTrip({ trim: "XSE", options: [] })).toEqual({ trim: "XSE", options: [] });
  });

  it("without a build in the query the first trim is chosen with no options", () => {
    expect(buildFromSearch(new URLSearchParams(), trims)).toEqual({ trim: "LE", options: [] });
  });

  it("a shared link asking for what the line-up does not offer falls back to what it does", () => {
    expect(buildFromSearch(new URLSearchParams("trim=Nope&option=Sunroof"), trims)).toEqual({ trim: "LE", options: ["Sunroof"] });
    // XLE already has a sunroof: it is not an option there; options keep the line-up's order.
    expect(buildFromSearch(new URLSearchParams("trim=XLE&option=Sport+suspension&option=Sunroof&option=Jetpack"), trims)).toEqual({
      trim: "XLE",
      options: ["Sport suspension"],
    });
  });

  it("a car without trims has no build", () => {
    expect(buildFromSearch(new URLSearchParams("trim=LE"), [])).toEqual({ trim: "", options: [] });
  });
});
