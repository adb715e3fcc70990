export type {
  DealerInfo,
  GalleryImage,
  GalleryItem,
  Listing,
  ListingLocation,
  MarketValue,
  PriceHistoryEntry,
  PriceValue,
} from "./types.js";
