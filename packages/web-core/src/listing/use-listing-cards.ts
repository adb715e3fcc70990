import { useCallback } from "react";
import { listingPath, vehiclePath } from "@carmarket/routes";
import { checkAvailabilityClicked, savedVinToggled, selectSaveLoader, useAppDispatch, useAppSelector } from "@carmarket/store";
import type { ListingCardListing, ListingCardProps } from "@carmarket/ui/listing-card";
import type { LeadPage } from "@carmarket/validation";
import { listingCardFacts, sameFacts, type ListingCardFacts } from "./listing-card-facts.js";
import type { DaysOnMarketFact } from "./days-on-market-fact.js";

/**
 * A car as carousels and result lists carry it: the card's fields plus its car-page `url` (§3) and, when
 * the page's loader computed them (`daysOnMarketFact`), its days on market.
 */
export type CardListing = ListingCardListing & { url?: string | undefined; trim_name?: string | undefined } & Partial<DaysOnMarketFact>;

/** §2.1 vehicle link: `{listing url}?vin={id}`; a car without `url` falls back to its condition's section. */
export function listingHref(listing: Pick<CardListing, "_id" | "url" | "is_new">): string {
  return vehiclePath(listing.url ?? listingPath({ condition: listing.is_new ? "new" : "used" }), listing._id);
}

const sameFactsList = (a: ListingCardFacts[], b: ListingCardFacts[]) => a.length === b.length && a.every((facts, i) => sameFacts(facts, b[i]!));

/**
 * The kit `ListingCard` props for a list of cars, wired to the store (§4): heart and saved count
 * (`savedVinToggled`, blocked while the save loader runs), 'Check Availability' or 'Contacted'
 * (`checkAvailabilityClicked` with the page of origin, §3), the vehicle link (§2.1) and days on market.
 */
export function useListingCards(listings: readonly CardListing[], page: LeadPage): ListingCardProps[] {
  const dispatch = useAppDispatch();
  const facts = useAppSelector((state) => listings.map((listing) => listingCardFacts(state, listing)), sameFactsList);
  const saving = useAppSelector(selectSaveLoader);
  const toggleSave = useCallback((listing: CardListing) => dispatch(savedVinToggled(listing)), [dispatch]);
  const checkAvailability = useCallback((vin: string) => dispatch(checkAvailabilityClicked({ vin, page })), [dispatch, page]);
  return listings.map((listing, i) => {
    const { saved, saveCount, contacted } = facts[i]!;
    return {
      listing: { ...listing, save_car_count: saveCount },
      href: listingHref(listing),
      saved,
      saving,
      onToggleSave: () => toggleSave(listing),
      contacted,
      onCheckAvailability: () => checkAvailability(listing._id),
      daysOnMarket: listing.days_on_market,
    };
  });
}
