import { describe, expect, expectTypeOf, it } from "vitest";
import * as store from "./index.js";
import type { AppDispatch, RootState, StoreServices } from "./index.js";

describe("public API", () => {
  it("exports the store factory, typed hooks, SSR helpers and every feature's actions", () => {
    for (const name of [
      "createAppStore",
      "useAppDispatch",
      "useAppSelector",
      "useAppStore",
      "serializeState",
      "initialServerState",
      "appMounted",
      "submitZip",
      "zipPopupMounted",
      "locateRequested",
      "savedVinToggled",
      "savedHydrateRequested",
      "checkAvailabilityClicked",
      "leadSubmitted",
      "signInRequested",
      "brandChosen",
      "pickerClosed",
      "hashChanged",
      "pageLoaded",
      "notifySuccess",
    ]) {
      expect(store, name).toHaveProperty(name);
    }
  });

  it("RootState has one slice per feature; dispatch accepts the store's actions", () => {
    expectTypeOf<keyof RootState>().toEqualTypeOf<"zip" | "geolocation" | "saved" | "lead" | "auth" | "picker" | "overlay" | "notices" | "connection">();
    expectTypeOf<AppDispatch>().toBeCallableWith(store.submitZip({ zipcode: "97865" }));
    expectTypeOf<StoreServices>().toHaveProperty("api");
    expectTypeOf<StoreServices>().toHaveProperty("browser");
  });
});
