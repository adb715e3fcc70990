import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { searchIdSchema, searchUrlSchema, vinSchema } from "@carmarket/contract";

describe("account field rules", () => {
  it("a saved search is always a path on this site: never another origin, a scheme or whitespace", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = v.safeParse(searchUrlSchema, text);
        if (result.success) {
          expect(result.output.startsWith("/")).toBe(true);
          expect(result.output.startsWith("//")).toBe(false);
          expect(result.output.startsWith("/\\")).toBe(false);
          expect(/\s/.test(result.output)).toBe(false);
        }
      }),
    );
    expect(v.is(searchUrlSchema, "/used-cars/honda?zip=94103&sort=price")).toBe(true);
  });

  it("search ids are positive 32-bit integers, as numbers or digit text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(v.parse(searchIdSchema, String(id))).toBe(id);
        expect(v.parse(searchIdSchema, id)).toBe(id);
      }),
    );
    for (const bad of [0, -1, 2_147_483_648, 1.5, "1e3", "", "12a"]) expect(v.is(searchIdSchema, bad)).toBe(false);
  });

  it("VINs are upper-cased and need a correct check digit", () => {
    expect(v.parse(vinSchema, " 1hgcm82633a004352 ")).toBe("1HGCM82633A004352");
    expect(v.is(vinSchema, "1HGCM82643A004352")).toBe(false);
  });
});
