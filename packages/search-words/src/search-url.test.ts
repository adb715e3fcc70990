import { describe, expect, it } from "vitest";
import { searchWordsUrl } from "./search-url.js";
import { SEED_CATALOG } from "./test/seed-catalog.js";

describe("searchWordsUrl (issue #17 GET /search?q=)", () => {
  it("'honda civic 2019 or newer' lands on the Civic listings from 2019", () => {
    expect(searchWordsUrl("honda civic 2019 or newer", SEED_CATALOG)).toBe("/used-cars/honda/civic?year=2019-&condition_assumed=1");
  });

  it("'red awd suv under 30k near 10001' lands on the used listings with every filter in the query", () => {
    expect(searchWordsUrl("red awd suv under 30k near 10001", SEED_CATALOG)).toBe(
      "/used-cars?body_type=suv&dealer_price=-30000&drivetrain=AWD&color=red&zip=10001&condition_assumed=1",
    );
  });

  it("the condition picks the listing section", () => {
    expect(searchWordsUrl("certified bmw x5", SEED_CATALOG)).toBe("/certified-cars/bmw/x5");
  });

  it("words not understood ride along outside the search keys", () => {
    expect(searchWordsUrl("new kia with a sunroof", SEED_CATALOG)).toBe("/new-cars/kia?not_understood=sunroof");
  });

  it("#26.3 words that name no condition land on used cars and say so; words that name one do not", () => {
    expect(searchWordsUrl("electric car under 40000", SEED_CATALOG)).toBe("/used-cars?dealer_price=-40000&fuel=Electric&condition_assumed=1");
    expect(searchWordsUrl("new electric car under 40000", SEED_CATALOG)).toBe("/new-cars?dealer_price=-40000&fuel=Electric");
    expect(searchWordsUrl("used electric car under 40000", SEED_CATALOG)).toBe("/used-cars?dealer_price=-40000&fuel=Electric");
  });

  it("nothing understood is every used car", () => {
    expect(searchWordsUrl("", SEED_CATALOG)).toBe("/used-cars");
  });
});
