import { checkAvailabilityClicked, savedVinToggled, selectSaveLoader, useAppDispatch, useAppSelector, type SavableListing } from "@carmarket/store";
import type { LeadPage } from "@carmarket/validation";
import { listingCardFacts, sameFacts } from "./listing-card-facts.js";

/**
 * The store state and actions behind one car's heart and lead button (§4): saved or not, the save
 * loader, the card's saved-car count, 'Contacted' or 'Check Availability' for this VIN.
 * `page` is the §3 page of origin the lead records.
 */
export function useListingActions(listing: SavableListing, page: LeadPage) {
  const dispatch = useAppDispatch();
  const facts = useAppSelector((state) => listingCardFacts(state, listing), sameFacts);
  return {
    ...facts,
    saving: useAppSelector(selectSaveLoader),
    toggleSave: () => dispatch(savedVinToggled(listing)),
    checkAvailability: () => dispatch(checkAvailabilityClicked({ vin: listing._id, page })),
  };
}
