import { describe, expect, it } from "vitest";
import { formatSearchWords } from "./format.js";
import { parseSearchWords } from "./parse.js";
import { SEED_CATALOG } from "./test/seed-catalog.js";
import { TRANSMISSION_KINDS, transmissionsOfKind } from "./transmissions.js";

/** Values in the words NHTSA's vPIC gives (the seed may come to use them): the kinds must hold for those too. */
const VPIC_STYLE = [
  "Manual/Standard",
  "Automatic",
  "Continuously Variable Transmission (CVT)",
  "Dual-Clutch Transmission (DCT)",
  "Automated Manual Transmission (AMT)",
];

describe("transmission words (issue #26.3)", () => {
  it("#26.3 'manual', 'stick shift', 'automatic' become the catalogue's own values, never a value no listing has", () => {
    const catalog = { brands: SEED_CATALOG.brands, transmissions: VPIC_STYLE };
    expect(parseSearchWords("manual", catalog).filters.transmission).toEqual(["Manual/Standard"]);
    expect(parseSearchWords("stick shift", catalog).filters.transmission).toEqual(["Manual/Standard"]);
    expect(parseSearchWords("automatic", catalog).filters.transmission).toEqual(VPIC_STYLE.filter((value) => value !== "Manual/Standard"));
    expect(parseSearchWords("cvt", catalog).filters.transmission).toEqual(["Continuously Variable Transmission (CVT)"]);
    expect(parseSearchWords("dct", catalog).filters.transmission).toEqual(["Dual-Clutch Transmission (DCT)"]);
  });

  it("#26.3 a gearbox no listing has is not understood, so the page says so instead of finding 0 cars", () => {
    const catalog = { brands: SEED_CATALOG.brands, transmissions: ["8-Speed Automatic", "CVT"] };
    expect(parseSearchWords("honda civic manual", catalog)).toEqual({ filters: { brand_slug: "honda", model_slug: "civic" }, notUnderstood: ["manual"] });
    expect(parseSearchWords("dual clutch", { brands: [], transmissions: [] })).toEqual({ filters: {}, notUnderstood: ["dual clutch"] });
  });

  it("every kind a shopper names reads back the same words (format ∘ parse)", () => {
    for (const kind of TRANSMISSION_KINDS) {
      const values = transmissionsOfKind(SEED_CATALOG.transmissions, kind);
      const words = formatSearchWords({ transmission: values }, SEED_CATALOG);
      expect(parseSearchWords(words, SEED_CATALOG).filters.transmission, kind).toEqual(values);
    }
  });
});
