import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BRANDS } from "./brands.js";
import { MULTI_VALUE_FILTER_KEYS, SEARCH_KEYS, isMultiValueKey } from "./filters.js";
import type { InventorySearch } from "./filters.js";
import { NOT_UNDERSTOOD_QUERY_KEY, inventorySearchUrl, queryToSearch, searchFromInventoryUrl, searchToQuery } from "./search-query.js";

const text = fc.string({ minLength: 1, maxLength: 12 });
const search: fc.Arbitrary<InventorySearch> = fc.record(
  Object.fromEntries(SEARCH_KEYS.map((key) => [key, isMultiValueKey(key) ? fc.array(text, { minLength: 1, maxLength: 3 }) : text])),
  { requiredKeys: [] },
) as fc.Arbitrary<InventorySearch>;

describe("§4/§9 search state ⇄ URL query", () => {
  it("§9 searchToQuery writes keys in a fixed order, repeats multi-value keys, skips empties", () => {
    const query = searchToQuery({ zip: "10001", color: ["red", "blue"], brand_slug: "bmw", sort: "" });
    expect(query.toString()).toBe("brand_slug=bmw&color=red&color=blue&zip=10001");
  });

  it("§9 queryToSearch ignores unknown keys and empty values, lists multi-value keys", () => {
    expect(queryToSearch("?vin=X&utm_source=y&zip=10001&color=red&mileage=&sort=a&sort=b")).toEqual({
      zip: "10001",
      color: ["red"],
      sort: "a",
    });
    expect(MULTI_VALUE_FILTER_KEYS).toContain("major_options");
  });

  it("issue #17: the words a free-text search did not understand are not part of the search", () => {
    expect(queryToSearch(`?${NOT_UNDERSTOOD_QUERY_KEY}=sunroof&fuel=Electric&fuel=Hybrid`)).toEqual({ fuel: ["Electric", "Hybrid"] });
  });

  it("§9 property: queryToSearch(searchToQuery(s)) gives s back (shareable URLs, Back)", () => {
    fc.assert(
      fc.property(search, (s) => {
        expect(queryToSearch(searchToQuery(s))).toEqual(s);
        expect(queryToSearch(searchToQuery(s).toString())).toEqual(s);
      }),
    );
  });

  it("§2.5 inventorySearchUrl puts condition, brand and model in the listing path", () => {
    expect(inventorySearchUrl({ condition: "new", brand_slug: "bmw", model_slug: "x5", zip: "10001" })).toBe("/new-cars/bmw/x5?zip=10001");
    expect(inventorySearchUrl({ zip: "10001" })).toBe("/used-cars?zip=10001");
    // A model slug means nothing without its brand, so it is dropped.
    expect(inventorySearchUrl({ condition: "certified", model_slug: "x5" })).toBe("/certified-cars");
  });

  it("§2.5 property: searchFromInventoryUrl reads inventorySearchUrl back", () => {
    const slug = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/);
    fc.assert(
      fc.property(
        search,
        fc.constantFrom("used", "new", "certified"),
        fc.option(fc.constantFrom(...BRANDS.map((b) => b.slug as string)), { nil: undefined }),
        fc.option(slug, { nil: undefined }),
        (s, condition, brand, model) => {
          const { brand_slug: _b, model_slug: _m, ...rest } = s;
          const input: InventorySearch = {
            ...rest,
            condition,
            ...(brand === undefined ? {} : { brand_slug: brand, ...(model === undefined ? {} : { model_slug: model }) }),
          };
          const [path = "", query] = inventorySearchUrl(input).split("?");
          expect(searchFromInventoryUrl(path, query)).toEqual(input);
        },
      ),
    );
  });

  it("searchFromInventoryUrl: null for non-inventory paths", () => {
    expect(searchFromInventoryUrl("/toyota/camry", "zip=1")).toBeNull();
  });
});
