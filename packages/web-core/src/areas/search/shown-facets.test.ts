import { describe, expect, it } from "vitest";
import { shownFacets } from "./load-search.js";

describe("shownFacets", () => {
  it("keeps the facets the page shows, in §9 order (fuel too since it is a filter, issue #17), and leaves out brands and models", () => {
    const facets = {
      year: [
        { name: "2019", count: 2 },
        { name: "2024", count: 1 },
      ],
      color: [
        { name: "White", count: 1 },
        { name: "Black", count: 3 },
      ],
      brand_slug: [{ name: "toyota", count: 3 }],
      model_slug: [{ name: "camry", count: 3 }],
      fuel: [
        { name: "Hybrid", count: 1 },
        { name: "Electric", count: 2 },
      ],
    };
    expect(shownFacets(facets)).toEqual({
      year: [
        { name: "2024", count: 1 },
        { name: "2019", count: 2 },
      ],
      color: [
        { name: "Black", count: 3 },
        { name: "White", count: 1 },
      ],
      fuel: [
        { name: "Electric", count: 2 },
        { name: "Hybrid", count: 1 },
      ],
    });
  });
});
