import { savedCarPath } from "@carmarket/routes";
import type { SavedVin } from "@carmarket/store";
import { StoreListingCard, type StoreListingCardProps } from "../../listing/store-listing-card.js";

/** The kit card's listing for a saved car (§3 saved data): its link is the §2.1 saved-car link. */
export function savedCarListing(car: SavedVin): StoreListingCardProps["listing"] {
  return {
    _id: car._id,
    url: savedCarPath({ vin_id: car._id, is_new: car.is_new }),
    vin_name: car.vin_name ?? `VIN ${car._id}`,
    price: car.price,
    image: car.image,
    trim_name: car.trim_name,
    brand_name: car.brand,
    is_new: car.is_new,
    is_sold: car.is_sold,
    previous_price: car.saved_price,
  };
}

/**
 * One saved car as the kit's listing card (§3): picture, name linking to the car, price ('No Dealer
 * Price' without one, §9), 'Price dropped $X since you saved it' (issue #26.16) and 'Sold' when sold; the heart removes it through the saving flow (§4) and
 * a lead sent from it records the saved-cars page (§3). Visitors' and accounts' cars carry the same fields.
 */
export function SavedCarCard({ car, headingLevel }: { car: SavedVin; headingLevel: 3 | 4 }) {
  return <StoreListingCard listing={savedCarListing(car)} page="saved_cars" headingLevel={headingLevel} fill priceDropSince="since you saved it" />;
}
