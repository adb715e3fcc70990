import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VIN_LENGTH, isValidVin, vinCharValue, vinCheckDigit } from "./vin.js";

const ALPHABET = [..."0123456789ABCDEFGHJKLMNPRSTUVWXYZ"];
const vinChar = fc.constantFrom(...ALPHABET);

/** Any 17 allowed characters with the correct check digit put in position 9. */
const validVin = fc.array(vinChar, { minLength: VIN_LENGTH, maxLength: VIN_LENGTH }).map((chars) => {
  const draft = chars.join("");
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
});

describe("VIN check digit (ISO 3779, North America)", () => {
  it("known real VINs are valid", () => {
    for (const vin of ["1HGCM82633A004352", "1M8GDM9AXKP042788", "11111111111111111"]) {
      expect(isValidVin(vin), vin).toBe(true);
    }
    expect(vinCheckDigit("1M8GDM9A0KP042788")).toBe("X");
    expect(vinCheckDigit("1HGCM82603A004352")).toBe("3");
  });

  it("a wrong check digit, wrong length, lower case or I/O/Q is invalid", () => {
    expect(isValidVin("1HGCM82643A004352")).toBe(false);
    expect(isValidVin("1HGCM82633A00435")).toBe(false);
    expect(isValidVin("1HGCM82633A0043521")).toBe(false);
    expect(isValidVin("1hgcm82633a004352")).toBe(false);
    expect(isValidVin("1HGCM82633I004352")).toBe(false);
    expect(isValidVin("")).toBe(false);
    expect(vinCheckDigit("1HGCM82633O004352")).toBeNull();
  });

  it("transliteration: digits are themselves, letters by table, I/O/Q have no value", () => {
    expect(vinCharValue("7")).toBe(7);
    expect(vinCharValue("A")).toBe(1);
    expect(vinCharValue("J")).toBe(1);
    expect(vinCharValue("P")).toBe(7);
    expect(vinCharValue("R")).toBe(9);
    expect(vinCharValue("S")).toBe(2);
    expect(vinCharValue("Z")).toBe(9);
    for (const c of ["I", "O", "Q", "a", "-"]) expect(vinCharValue(c), c).toBeUndefined();
  });

  it("property: any VIN carrying its computed check digit is valid", () => {
    fc.assert(
      fc.property(validVin, (vin) => {
        expect(isValidVin(vin)).toBe(true);
      }),
    );
  });

  it("property: changing one character to a non-equivalent one invalidates the VIN", () => {
    fc.assert(
      fc.property(validVin, fc.nat({ max: VIN_LENGTH - 1 }), vinChar, (vin, index, replacement) => {
        const original = vin.charAt(index);
        // Characters with the same transliteration value (e.g. A and J) are equivalent off position 9;
        // at position 9 any different character is a different check digit.
        const equivalent = index === 8 ? replacement === original : vinCharValue(replacement) === vinCharValue(original);
        fc.pre(!equivalent);
        const changed = `${vin.slice(0, index)}${replacement}${vin.slice(index + 1)}`;
        expect(isValidVin(changed)).toBe(false);
      }),
    );
  });
});
