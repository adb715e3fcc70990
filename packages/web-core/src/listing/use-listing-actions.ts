import {
  checkAvailabilityClicked,
  savedVinToggled,
  selectIsSaved,
  selectLeadButton,
  selectSaveCount,
  selectSaveLoader,
  useAppDispatch,
  useAppSelector,
  type SavableListing,
} from "@carmarket/store";
import type { LeadPage } from "@carmarket/validation";

/**
 * The store state and actions behind one car's heart and lead button (§4): saved or not, the save
 * loader, the card's saved-car count, 'Contacted' or 'Check Availability' for this VIN.
 * `page` is the §3 page of origin the lead records.
 */
export function useListingActions(listing: SavableListing, page: LeadPage) {
  const dispatch = useAppDispatch();
  const vin = listing._id;
  return {
    saved: useAppSelector((state) => selectIsSaved(state, vin)),
    saving: useAppSelector(selectSaveLoader),
    saveCount: useAppSelector((state) => selectSaveCount(state, vin, listing.save_car_count)),
    contacted: useAppSelector((state) => selectLeadButton(state, vin)) === "Contacted",
    toggleSave: () => dispatch(savedVinToggled(listing)),
    checkAvailability: () => dispatch(checkAvailabilityClicked({ vin, page })),
  };
}
