import { describe, expectTypeOf, it } from "vitest";
import type { InventorySearch } from "@carmarket/routes";
import { formatSearchWords, parseSearchWords, searchWordsUrl } from "./index.js";
import type { ParsedSearchWords, SearchCatalog } from "./index.js";

// Compile-time checks of the public API: they run under `pnpm typecheck` (tsc), and under vitest as ordinary tests.
describe("typed public API", () => {
  it("parses into the search keys of @carmarket/routes and the words not understood", () => {
    expectTypeOf(parseSearchWords).returns.toEqualTypeOf<ParsedSearchWords>();
    expectTypeOf<ParsedSearchWords["filters"]>().toEqualTypeOf<InventorySearch>();
    expectTypeOf<ParsedSearchWords["notUnderstood"]>().toEqualTypeOf<string[]>();
    expectTypeOf(formatSearchWords).returns.toEqualTypeOf<string>();
    expectTypeOf(searchWordsUrl).returns.toEqualTypeOf<string>();
  });

  it("takes the catalogue as the API answers it: brands with models and the transmissions, extra fields allowed, read-only", () => {
    const answer = {
      brands: [{ slug: "honda", name: "Honda", url: "/honda", models: [{ slug: "civic", name: "Civic", id: 1 }] }],
      transmissions: ["CVT"],
      features: ["Sunroof"],
    } as const;
    expectTypeOf(answer).toExtend<SearchCatalog>();
    // @ts-expect-error a brand needs its models
    expectTypeOf(parseSearchWords).toBeCallableWith("civic", { brands: [{ slug: "honda", name: "Honda" }], transmissions: [] });
  });
});
