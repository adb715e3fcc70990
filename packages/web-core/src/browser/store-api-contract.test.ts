import { expectTypeOf, test } from "vitest";
import type { ApiClient } from "@carmarket/api-client";
import type { StoreApi } from "@carmarket/store";

// The store names the calls it needs; the real client must provide each one with a compatible signature.
test("the API client satisfies the store's StoreApi", () => {
  expectTypeOf<ApiClient>().toExtend<StoreApi>();
});
