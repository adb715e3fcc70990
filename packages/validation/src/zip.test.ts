import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ZIP_LENGTH, ZIP_PLACEHOLDER, canSubmitZip, validateZip, zipSchema } from "./zip.js";

describe("zip (§5, §8, §9)", () => {
  it('§5 zip: empty or blank gives "Zipcode is required"', () => {
    expect(validateZip("")).toBe("Zipcode is required");
    expect(validateZip("   ")).toBe("Zipcode is required");
  });

  it('§5 zip: anything but exactly 5 digits gives "Invalid zipcode"', () => {
    for (const bad of ["1234", "123456", "12a45", "12 45", "-1234", "１２３４５"]) {
      expect(validateZip(bad), bad).toBe("Invalid zipcode");
    }
  });

  it("§5 zip: every 5-digit string is valid (surrounding spaces trimmed)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (zip) => {
        expect(validateZip(zip)).toBeNull();
        expect(validateZip(` ${zip} `)).toBeNull();
      }),
    );
  });

  it("§5 zip: the schema outputs the trimmed zip and rejects non-strings with the required message", () => {
    expect(v.parse(zipSchema, " 97865 ")).toBe("97865");
    const result = v.safeParse(zipSchema, undefined);
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe("Zipcode is required");
  });

  it("§5/§9 zip: input limited to 5 characters, placeholder 97865", () => {
    expect(ZIP_LENGTH).toBe(5);
    expect(ZIP_PLACEHOLDER).toBe("97865");
    expect(validateZip(ZIP_PLACEHOLDER)).toBeNull();
  });

  it("§5 zip: submit is disabled while the input is empty", () => {
    expect(canSubmitZip("")).toBe(false);
    expect(canSubmitZip("  ")).toBe(false);
    expect(canSubmitZip("9")).toBe(true);
  });
});
