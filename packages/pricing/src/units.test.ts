import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { METRES_PER_MILE, formatMiles, formatMpg, formatRating, listingDistanceMiles, metresToMiles } from "./units.js";

describe("units (§9)", () => {
  it("§9 distance: metres / 1609.34, rounded", () => {
    expect(METRES_PER_MILE).toBe(1609.34);
    expect(metresToMiles(1609.34)).toBe(1);
    expect(metresToMiles(20000)).toBe(12);
    expect(metresToMiles(804)).toBe(0);
    expect(metresToMiles(805)).toBe(1);
  });

  it("§9 distance: from dist, else distance; null when neither", () => {
    expect(listingDistanceMiles({ dist: 16093.4, distance: 0 })).toBe(10);
    expect(listingDistanceMiles({ distance: 32186.8 })).toBe(20);
    expect(listingDistanceMiles({})).toBeNull();
  });

  it("§9 distance shown as miles", () => {
    expect(formatMiles(1)).toBe("1 mile");
    // #26.12 a distance rounded to 0 is under a mile, not '0 miles away'
    expect(formatMiles(0)).toBe("less than 1 mile");
    expect(formatMiles(12)).toBe("12 miles");
  });

  it("§9 distance property: never more than half a mile off", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (metres) => {
        expect(Math.abs(metresToMiles(metres) - metres / METRES_PER_MILE)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("§9 fuel economy rounded to one decimal MPG", () => {
    expect(formatMpg(31.46)).toBe("31.5 MPG");
    expect(formatMpg(31.44)).toBe("31.4 MPG");
    expect(formatMpg(30)).toBe("30 MPG");
  });

  it("§9 rating shown with one decimal out of 5", () => {
    expect(formatRating(4.25)).toBe("4.3");
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.96)).toBe("5.0");
    expect(formatRating(7)).toBe("5.0");
    expect(formatRating(-1)).toBe("0.0");
  });
});
