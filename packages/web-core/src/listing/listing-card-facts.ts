import { selectIsSaved, selectLeadButton, selectSaveCount, type RootState, type SavableListing } from "@carmarket/store";

/** What the store says about one car's card (§4): saved, its saved-car count, and whether it was contacted. */
export interface ListingCardFacts {
  saved: boolean;
  saveCount: number;
  contacted: boolean;
}

/** The card facts of `listing`, from the store's own selectors (the heart and the lead button agree everywhere). */
export function listingCardFacts(state: RootState, listing: Pick<SavableListing, "_id" | "save_car_count">): ListingCardFacts {
  return {
    saved: selectIsSaved(state, listing._id),
    saveCount: selectSaveCount(state, listing._id, listing.save_car_count),
    contacted: selectLeadButton(state, listing._id) === "Contacted",
  };
}

/** Equality for selected facts, so a card re-renders only when its own facts change. */
export function sameFacts(a: ListingCardFacts, b: ListingCardFacts): boolean {
  return a.saved === b.saved && a.saveCount === b.saveCount && a.contacted === b.contacted;
}
