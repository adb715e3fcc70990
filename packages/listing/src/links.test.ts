import { describe, expect, it } from "vitest";
import { CAROUSEL_MAX_CARS, directionsUrl, recallUrl } from "./links.js";

describe("links (§2.7, §9)", () => {
  it("§2.7 directions: latitude then longitude from [longitude, latitude] coordinates", () => {
    const url = new URL(directionsUrl({ coordinates: [-122.6765, 45.5231] })!);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe("45.5231,-122.6765");
  });

  it("§2.7 directions: none without usable coordinates", () => {
    expect(directionsUrl(undefined)).toBeNull();
    expect(directionsUrl({ coordinates: [Number.NaN, 45] })).toBeNull();
    // Swapped order (latitude first) puts -122 in the latitude slot, which cannot be a latitude.
    expect(directionsUrl({ coordinates: [45.5231, -122.6765] })).toBeNull();
  });

  it("§2.7 recall page by VIN", () => {
    expect(recallUrl("1HGCM82633A004352")).toBe("https://www.nhtsa.gov/recalls?vin=1HGCM82633A004352");
    expect(recallUrl(" a b ")).toBe("https://www.nhtsa.gov/recalls?vin=a%20b");
  });

  it("§9 carousels show at most 9 cars", () => {
    expect(CAROUSEL_MAX_CARS).toBe(9);
  });
});
