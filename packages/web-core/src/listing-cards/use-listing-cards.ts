import { useCallback } from "react";
import { listingPath, vehiclePath } from "@carmarket/routes";
import {
  checkAvailabilityClicked,
  savedVinToggled,
  selectSaveLoader,
  selectSavedVins,
  selectSelectedVins,
  useAppDispatch,
  useAppSelector,
  type RootState,
} from "@carmarket/store";
import type { ListingCardListing, ListingCardProps } from "@carmarket/ui/listing-card";
import type { LeadPage } from "@carmarket/validation";

/** A car as carousels and result lists carry it: the card's fields plus its car-page `url` (§3). */
export type CardListing = ListingCardListing & { url?: string | undefined; trim_name?: string | undefined };

/** §2.1 vehicle link: `{listing url}?vin={id}`; a car without `url` falls back to its condition's section. */
export function listingHref(listing: Pick<CardListing, "_id" | "url" | "is_new">): string {
  return vehiclePath(listing.url ?? listingPath({ condition: listing.is_new ? "new" : "used" }), listing._id);
}

const selectSaveCounts = (state: RootState) => state.saved.saveCounts;

/**
 * The kit `ListingCard` props for a list of cars, wired to the store (§4): heart and saved count
 * (`savedVinToggled`, blocked while the save loader runs), 'Check Availability' or 'Contacted'
 * (`checkAvailabilityClicked` with the page of origin, §3), and the vehicle link (§2.1).
 */
export function useListingCards(listings: readonly CardListing[], page: LeadPage): ListingCardProps[] {
  const dispatch = useAppDispatch();
  const savedVins = useAppSelector(selectSavedVins);
  const saving = useAppSelector(selectSaveLoader);
  const saveCounts = useAppSelector(selectSaveCounts);
  const selectedVins = useAppSelector(selectSelectedVins);
  const toggleSave = useCallback((listing: CardListing) => dispatch(savedVinToggled(listing)), [dispatch]);
  const checkAvailability = useCallback((vin: string) => dispatch(checkAvailabilityClicked({ vin, page })), [dispatch, page]);
  return listings.map((listing) => ({
    listing: { ...listing, save_car_count: saveCounts[listing._id] ?? listing.save_car_count },
    href: listingHref(listing),
    saved: savedVins.some((saved) => saved._id === listing._id),
    saving,
    onToggleSave: () => toggleSave(listing),
    contacted: selectedVins.includes(listing._id),
    onCheckAvailability: () => checkAvailability(listing._id),
  }));
}
