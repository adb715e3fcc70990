import { describe, expect, it } from "vitest";
import { searchLabel } from "./search-label.js";

describe("saved search names", () => {
  it("names a search by its path words and filters", () => {
    expect(searchLabel("/used-cars/land-rover/defender?zip=10001&max_price=40000")).toBe("Used Cars › Land Rover › Defender (zip 10001, max price 40000)");
  });

  it("names a search without filters by its path", () => {
    expect(searchLabel("/new-cars")).toBe("New Cars");
  });
});
