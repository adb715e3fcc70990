import { describe, expect, it } from "vitest";
import { joinPath, slugify, splitPath, toSearchParams, withQuery } from "./path-parts.js";

describe("path helpers", () => {
  it("joinPath encodes each segment and gives / for none", () => {
    expect(joinPath()).toBe("/");
    expect(joinPath("toyota", "camry", 2024)).toBe("/toyota/camry/2024");
    expect(joinPath("a b", "c/d")).toBe("/a%20b/c%2Fd");
  });

  it("§3 slugify hyphenates multi-word names and drops everything but letters and digits", () => {
    expect(["CR-V", "ID.4", "Mercedes-Benz", "Land Rover", " Silverado 1500 "].map(slugify)).toEqual([
      "cr-v",
      "id-4",
      "mercedes-benz",
      "land-rover",
      "silverado-1500",
    ]);
  });

  it("splitPath ignores empty segments, decodes, and rejects malformed encoding", () => {
    expect(splitPath("/toyota/camry/")).toEqual(["toyota", "camry"]);
    expect(splitPath("/")).toEqual([]);
    expect(splitPath("/a%20b")).toEqual(["a b"]);
    expect(splitPath("/%E0%A4%A")).toBeNull();
  });

  it("§2.5 withQuery keeps current query parameters and lets new keys win", () => {
    expect(withQuery("/suv", "?zip=10001&radius=50")).toBe("/suv?zip=10001&radius=50");
    expect(withQuery("/used-cars?vin=X", { zip: "10001" })).toBe("/used-cars?vin=X&zip=10001");
    expect(withQuery("/used-cars?zip=1", { zip: "2" })).toBe("/used-cars?zip=2");
    expect(withQuery("/new-cars", "")).toBe("/new-cars");
    expect(withQuery("/new-cars", undefined)).toBe("/new-cars");
    expect(withQuery("/a?x=1?2", { y: 3 })).toBe("/a?x=1%3F2&y=3");
  });

  it("toSearchParams copies rather than aliases and drops undefined values", () => {
    const original = new URLSearchParams("a=1");
    toSearchParams(original).set("a", "2");
    expect(original.get("a")).toBe("1");
    expect(toSearchParams({ a: 1, b: undefined }).toString()).toBe("a=1");
  });
});
