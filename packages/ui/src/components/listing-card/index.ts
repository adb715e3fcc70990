export { ListingCard, type ListingCardListing, type ListingCardProps } from "./listing-card.js";
