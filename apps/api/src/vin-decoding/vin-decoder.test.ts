import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vinCheckDigit } from "@carmarket/validation";
import { engineLabel } from "./vin-facts.js";
import { VinDecoder, vinPatternKey } from "./vin-decoder.js";

/** A VIN with its check digit put right, from a draft whose position 9 is anything. */
function withCheckDigit(draft: string): string {
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

let decoder: VinDecoder;
beforeAll(async () => {
  decoder = await VinDecoder.open();
});
afterAll(() => decoder.close());

describe("#23.1 VIN decoding with NHTSA's vPIC, offline", () => {
  it("decodes a 2022 Corvette to its 6.2-litre V8 and its plant", async () => {
    const decode = await decoder.decode(withCheckDigit("1G1YB2D40N5100001"));
    expect(decode.ok).toBe(true);
    if (!decode.ok) return;
    expect(decode.facts).toMatchObject({ modelYear: 2022, make: "Chevrolet", model: "Corvette", bodyClass: "Coupe", doors: 2, trim: "Preferred 2LT" });
    expect(decode.facts.engine).toMatchObject({ cylinders: 8, displacementL: 6.2, model: "LT2" });
    expect(decode.facts.plant).toMatchObject({ city: "BOWLING GREEN", state: "KENTUCKY" });
  });

  it("names engines as listings state them, never guessing a layout vPIC does not give", async () => {
    const accord = await decoder.decode(withCheckDigit("1HGCV1F30LA000001"));
    const f150 = await decoder.decode(withCheckDigit("1FTFW1E50PFA00001"));
    const porsche = await decoder.decode(withCheckDigit("WP0AB2A90KS114221"));
    expect(accord.ok && engineLabel(accord.facts)).toBe("1.5L I4 Turbo");
    expect(f150.ok && engineLabel(f150.facts)).toBe("5.0L V8");
    expect(porsche.ok && [porsche.facts.model, porsche.facts.engine.cylinders]).toEqual(["911", 6]);
    expect(
      engineLabel({
        engine: { cylinders: 8, configuration: null, displacementL: 5.3, model: null, turbo: null, otherInfo: null, manufacturer: null },
        fuel: { primary: "Gasoline", secondary: null },
      }),
    ).toBe("5.3L 8-Cyl");
  });

  it("decodes a pattern once: another serial of the same car is the same facts", async () => {
    const first = await decoder.decode(withCheckDigit("1HGCV1F30LA000001"));
    const cached = decoder.cachedPatterns;
    const second = await decoder.decode(withCheckDigit("1HGCV1F30LA987654"));
    expect(decoder.cachedPatterns).toBe(cached);
    expect(second.ok && first.ok && second.facts).toBe(first.ok && first.facts);
    expect(vinPatternKey("1HGCV1F30LA000001")).toBe(vinPatternKey("1HGCV1F37LA999999"));
    expect(vinPatternKey("1HGCV1F30LA000001")).not.toBe(vinPatternKey("1HGCV1F30MA000001"));
  });

  it("refuses a VIN vPIC cannot decode with the reason", async () => {
    expect(await decoder.decode("1HGCV1F30LA00001")).toMatchObject({ ok: false, reason: "length" });
    expect(await decoder.decode("1HGCV1F30LA00000I")).toMatchObject({ ok: false, reason: "characters", message: expect.stringContaining("position 17") });
    const wrongCheck = withCheckDigit("1HGCV1F30LA000001").replace(
      /^(.{8})./,
      (_, head: string) => `${head}${vinCheckDigit("1HGCV1F30LA000001") === "0" ? "1" : "0"}`,
    );
    expect(await decoder.decode(wrongCheck)).toMatchObject({ ok: false, reason: "check-digit" });
    expect(await decoder.decode(withCheckDigit("AAA11111011111111"))).toMatchObject({ ok: false, reason: "unknown-manufacturer" });
  });

  it("answers every string with facts or a reason, never an exception", async () => {
    const vinChars = fc.constantFrom(..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789");
    const nearlyVins = fc.array(vinChars, { minLength: 17, maxLength: 17 }).map((chars) => withCheckDigit(chars.join("")));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 30 }), nearlyVins), async (input) => {
        const decode = await decoder.decode(input);
        expect(decode.ok || decode.message.length > 0).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
