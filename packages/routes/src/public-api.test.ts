import { describe, expectTypeOf, it } from "vitest";
import { carPath, classifyPath, rankingPath } from "./index.js";
import type { BrandSlug, CarPageTab, InventorySearch, PageMatch, PageType } from "./index.js";

// Compile-time checks of the public API: they run under `pnpm typecheck` (tsc), so a loosened
// type fails the build, and under vitest as ordinary tests.
describe("typed public API", () => {
  it("§2.1 PageMatch types are exactly the §2.1 page-type names", () => {
    expectTypeOf<PageMatch["type"]>().toEqualTypeOf<PageType>();
  });

  it("§2.1 narrowing a match by type exposes its parts", () => {
    const match = classifyPath("/toyota/camry/2024");
    if (match?.type === "CAR") expectTypeOf(match.tab).toEqualTypeOf<CarPageTab>();
    if (match?.type === "RANKING") expectTypeOf(match.ranking).toEqualTypeOf<string | undefined>();
  });

  it("§2.2 versus and trims cannot be linked; year-less paths only for the year-less tabs", () => {
    // @ts-expect-error versus has no URL of its own
    carPath({ brand: "toyota", model: "camry", year: 2024, tab: "versus" });
    // @ts-expect-error safety needs a model year
    carPath({ brand: "toyota", model: "camry", tab: "safety" });
    expectTypeOf(carPath({ brand: "toyota", model: "camry", tab: "mpg" })).toEqualTypeOf<string>();
  });

  it("§2.5 ranking paths take body-type slugs only", () => {
    // @ts-expect-error "truck" is not a body-type slug
    rankingPath("truck");
    expectTypeOf<BrandSlug>().toExtend<string>();
  });

  it("§9 multi-value filters are lists, the others text", () => {
    expectTypeOf<InventorySearch["color"]>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<InventorySearch["zip"]>().toEqualTypeOf<string | undefined>();
  });
});
