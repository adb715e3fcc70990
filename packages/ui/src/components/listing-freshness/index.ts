export { ListingFreshness } from "./listing-freshness.js";
export type { ListingFreshnessProps } from "./listing-freshness.js";
