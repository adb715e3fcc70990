import { expectTypeOf, test } from "vitest";
import type { ApiClient, ZipLookup } from "@carmarket/api-client";
import type { CookieDataAnswer, ListingSummary, StoreApi, ZipLookupAnswer } from "./store-api.js";

// Issue #16: the store writes no answer shape of its own, so a field the contract adds to an answer reaches the
// sagas through the client's types with no store edit. `tsc` checks these (pnpm run typecheck); vitest runs them.

test("a field of a client answer is visible through the store's API type", () => {
  type Answer = NonNullable<Awaited<ReturnType<StoreApi["lookupZip"]>>>;
  expectTypeOf<Answer>().toHaveProperty("cookie_zip").toEqualTypeOf<string | null>();
  // radius_miles was added to the contract's zip answer (issue #16's proof): no store file declares it.
  expectTypeOf<Answer["data"]>().toHaveProperty("radius_miles").toEqualTypeOf<number>();
  expectTypeOf<NonNullable<Awaited<ReturnType<ApiClient["lookupZip"]>>>["data"]>().toHaveProperty("radius_miles").toEqualTypeOf<number>();
  expectTypeOf<Answer>().toEqualTypeOf<ZipLookup>();
});

test("the store's answer names are the client's answers, whole", () => {
  expectTypeOf<ZipLookupAnswer>().toEqualTypeOf<ZipLookup>();
  expectTypeOf<ListingSummary>().toHaveProperty("deal_value");
  expectTypeOf<CookieDataAnswer>().toHaveProperty("data");
});

test("each call the sagas make has the client's own signature", () => {
  expectTypeOf<StoreApi["lookupZip"]>().toEqualTypeOf<ApiClient["lookupZip"]>();
  expectTypeOf<StoreApi["getReviewModels"]>().toEqualTypeOf<ApiClient["getReviewModels"]>();
  expectTypeOf<StoreApi["submitLead"]>().toEqualTypeOf<ApiClient["submitLead"]>();
});
