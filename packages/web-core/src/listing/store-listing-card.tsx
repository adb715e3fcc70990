import type { SavableListing } from "@carmarket/store";
import { ListingCard, type ListingCardListing } from "@carmarket/ui/listing-card";
import type { LeadPage } from "@carmarket/validation";
import { useListingActions } from "./use-listing-actions.js";

/** Props of {@link StoreListingCard}. */
export interface StoreListingCardProps {
  /** A listing as the API answers it (its `url` is the vehicle link, §2.1). */
  listing: ListingCardListing & SavableListing & { url: string };
  /** The dealer's inventory page, when the card should link to it (search results, §2.1). */
  dealerInventoryHref?: string;
  /** §3 page of origin of a lead sent from this card. */
  page: LeadPage;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  /** Days on the market, computed by the page's loader (ADR 075). */
  daysOnMarket?: number | null;
  /** Fill the grid cell (the kit card's `fill`): result grids. */
  fill?: boolean;
  /** The kit card's `priceDropSince`: what the listing's `previous_price` was (a saved car's saved price). */
  priceDropSince?: string;
}

/** The UI kit's listing card wired to the store: the saved heart and the lead button (§4). */
export function StoreListingCard({ listing, page, dealerInventoryHref, headingLevel, priority, daysOnMarket, fill, priceDropSince }: StoreListingCardProps) {
  const actions = useListingActions(listing, page);
  return (
    <ListingCard
      listing={{ ...listing, save_car_count: actions.saveCount }}
      href={listing.url}
      dealerInventoryHref={dealerInventoryHref}
      saved={actions.saved}
      saving={actions.saving}
      savePending={actions.savePending}
      onToggleSave={actions.toggleSave}
      contacted={actions.contacted}
      onCheckAvailability={actions.checkAvailability}
      headingLevel={headingLevel}
      priority={priority}
      daysOnMarket={daysOnMarket}
      fill={fill}
      priceDropSince={priceDropSince}
    />
  );
}
