import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BODY_TYPE_SLUGS, type InventorySearch } from "@carmarket/routes";
import { formatSearchWords } from "./format.js";
import { MAX_PHRASE_LENGTH, parseSearchWords } from "./parse.js";
import { SEED_CATALOG } from "./test/seed-catalog.js";
import { TRANSMISSION_KINDS, transmissionsOfKind } from "./transmissions.js";

const COLOURS = ["red", "orange", "yellow", "green", "black", "brown", "blue", "maroon", "purple", "gold", "silver", "navy", "white", "gray", "beige"];

const list = <T extends string>(values: readonly T[], maxLength = values.length) => fc.shuffledSubarray([...values], { minLength: 1, maxLength });
/** A range value as the search URL holds it: '-max', 'min-' or 'min-max'. */
const rangeOf = (number: fc.Arbitrary<number>) =>
  fc.oneof(
    number.map((max) => `-${max}`),
    number.map((min) => `${min}-`),
    fc.tuple(number, number).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
  );
const year = fc.integer({ min: 1980, max: 2026 });

/** A search with every key the parser reads, each present or not. */
const searches: fc.Arbitrary<InventorySearch> = fc
  .record(
    {
      condition: fc.constantFrom("used", "new", "certified"),
      car: fc.constantFrom(...SEED_CATALOG.brands).chain((brand) =>
        fc.record({
          brand_slug: fc.constant(brand.slug),
          model_slug: fc.option(fc.constantFrom(...brand.models.map((model) => model.slug)), { nil: undefined }),
        }),
      ),
      body_type: fc.constantFrom(...BODY_TYPE_SLUGS),
      year: fc.oneof(year.map(String), rangeOf(year)),
      dealer_price: rangeOf(fc.integer({ min: 1, max: 600 }).map((steps) => steps * 500)),
      mileage: rangeOf(fc.integer({ min: 1, max: 300 }).map((thousands) => thousands * 1000)),
      fuel_economy: rangeOf(fc.integer({ min: 10, max: 150 })),
      monthly_payment: fc.integer({ min: 1, max: 100_000 }).map(String),
      drivetrain: list(["AWD", "4WD", "FWD", "RWD"]),
      fuel: list(["Electric", "Hybrid", "Diesel", "Gasoline"]),
      // Whole kinds of the catalogue's values, in catalogue order: what the words can say (issue #26.3).
      transmission: list(TRANSMISSION_KINDS).map((kinds) => {
        const chosen = new Set(kinds.flatMap((kind) => transmissionsOfKind(SEED_CATALOG.transmissions, kind)));
        return SEED_CATALOG.transmissions.filter((value) => chosen.has(value));
      }),
      // A few colours each: every key at once then still fits MAX_PHRASE_LENGTH.
      color: list(COLOURS, 4),
      interior_color: list(COLOURS, 3),
      vehicle_history: list(["no-accidents", "one-owner", "clean-title"]),
      deal_value_order: fc.constantFrom("excellent-deal", "good-deal", "fair-deal"),
      remove_vin_without_images: fc.constant("1"),
      zip: fc.stringMatching(/^\d{5}$/),
      radius: fc.integer({ min: 1, max: 500 }).map(String),
      sort: fc.constantFrom("price_asc", "price_desc", "mileage_asc", "mileage_desc", "year_desc", "year_asc", "distance", "deal", "newest"),
    },
    { requiredKeys: [] },
  )
  .map(({ car, ...rest }) => {
    const search = { ...rest, ...car } as Record<string, unknown>;
    return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as InventorySearch;
  });

describe("formatSearchWords", () => {
  it("writes a search as words a shopper would type", () => {
    const words = formatSearchWords(
      { condition: "used", brand_slug: "honda", model_slug: "civic", year: "2019-", dealer_price: "-30000", zip: "10001" },
      SEED_CATALOG,
    );
    expect(words).toBe("used 2019 or newer Honda Civic under $30,000 near 10001");
  });

  it("leaves out keys the parser does not read", () => {
    expect(formatSearchWords({ engine: ["2.5L I4"], pagination: "3", body_type: "suv" }, SEED_CATALOG)).toBe("suv");
  });

  it("round trip: parsing the words of a search gives the same search back (issue #17)", () => {
    fc.assert(
      fc.property(searches, (search) => {
        expect(formatSearchWords(search, SEED_CATALOG).length).toBeLessThanOrEqual(MAX_PHRASE_LENGTH);
        expect(parseSearchWords(formatSearchWords(search, SEED_CATALOG), SEED_CATALOG)).toEqual({ filters: search, notUnderstood: [] });
      }),
      { numRuns: 2000 },
    );
  });
});

describe("parseSearchWords on what nobody types", () => {
  it("reads only the first MAX_PHRASE_LENGTH characters, cut at a word", () => {
    const long = `honda civic ${"sunroof ".repeat(70)}`;
    const { filters, notUnderstood } = parseSearchWords(`${long}under 30k`, SEED_CATALOG);
    expect(filters).toEqual({ brand_slug: "honda", model_slug: "civic" });
    expect(notUnderstood.every((word) => word === "sunroof")).toBe(true);
    expect(parseSearchWords(`civic ${"x".repeat(MAX_PHRASE_LENGTH)}`, SEED_CATALOG)).toEqual({
      filters: { brand_slug: "honda", model_slug: "civic" },
      notUnderstood: [],
    });
  });
});
