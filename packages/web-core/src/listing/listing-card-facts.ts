import { selectIsSaved, selectIsSavePending, selectLeadButton, selectSaveCount, type RootState, type SavableListing } from "@carmarket/store";

/** What the store says about one car's card (§4): saved, its saved-car count, and whether it was contacted. */
export interface ListingCardFacts {
  saved: boolean;
  /** Issue #28.4: the heart was tapped offline and is not sent yet. */
  savePending: boolean;
  /** Undefined when the card's data has no count (a saved car's, §3 saved data): the heart shows none rather than 0. */
  saveCount: number | undefined;
  contacted: boolean;
}

/** The card facts of `listing`, from the store's own selectors (the heart and the lead button agree everywhere). */
export function listingCardFacts(state: RootState, listing: Pick<SavableListing, "_id" | "save_car_count">): ListingCardFacts {
  return {
    saved: selectIsSaved(state, listing._id),
    savePending: selectIsSavePending(state, listing._id),
    saveCount: listing.save_car_count === undefined ? undefined : selectSaveCount(state, listing._id, listing.save_car_count),
    contacted: selectLeadButton(state, listing._id) === "Contacted",
  };
}

/** Equality for selected facts, so a card re-renders only when its own facts change. */
export function sameFacts(a: ListingCardFacts, b: ListingCardFacts): boolean {
  return a.saved === b.saved && a.savePending === b.savePending && a.saveCount === b.saveCount && a.contacted === b.contacted;
}
