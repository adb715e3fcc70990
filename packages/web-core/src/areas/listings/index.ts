// The route behind /used-cars, /new-cars and /certified-cars (§2.1): a search, or one car when ?vin= is set.
export { loadListings, type ListingsData } from "./load-listings.js";
export { ListingsPage, listingsClientLoader, listingsLoader, listingsMeta, listingsPages, type ListingsPages } from "./listings-page.js";
export { listingsShouldRevalidate } from "./listings-revalidation.js";
