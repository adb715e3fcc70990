import { describe, expect, it } from "vitest";
import { createAppStore, initialServerState, saveCountChanged, selectedVinsRestored, vinAdded } from "@carmarket/store";
import { listingCardFacts } from "./listing-card-facts.js";

describe("a card's store facts (§4)", () => {
  const store = createAppStore({ preloadedState: initialServerState({ leadSource: "mobile", signedIn: false }) });
  const car = { _id: "1HGCM82633A004352", save_car_count: 4 };

  it("starts from the listing's own count: not saved, not contacted", () => {
    expect(listingCardFacts(store.getState(), car)).toEqual({ saved: false, savePending: false, saveCount: 4, contacted: false });
  });

  it("has no count when the card's data has none (a saved car), rather than showing 0 (issue #15)", () => {
    expect(listingCardFacts(store.getState(), { _id: "2T1BURHE0JC034461" }).saveCount).toBeUndefined();
  });

  it("§4 follows the heart, the answered saved-car count and a sent lead ('Contacted')", () => {
    store.dispatch(vinAdded({ _id: car._id }));
    store.dispatch(saveCountChanged({ vin: car._id, count: 5 }));
    store.dispatch(selectedVinsRestored([car._id]));
    expect(listingCardFacts(store.getState(), car)).toEqual({ saved: true, savePending: false, saveCount: 5, contacted: true });
  });
});
