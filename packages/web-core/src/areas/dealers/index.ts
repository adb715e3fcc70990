// Dealer pages of both apps (§2.1 DEALERS, DEALER_INVENTORY, DEALER_REVIEWS, DEALER_WRITE_REVIEW; §3 dealer info).
export { loadDealers, type DealersData } from "./load-dealers.js";
export { DealersPage, dealersMeta } from "./dealers-page.js";
export { loadDealerInventory, type DealerInventoryData } from "./load-dealer-inventory.js";
export { DealerInventoryPage, dealerInventoryMeta } from "./dealer-inventory-page.js";
export { loadDealerReviews, type DealerReviewsData } from "./load-dealer-reviews.js";
export { DealerReviewsPage, dealerReviewsMeta } from "./dealer-reviews-page.js";
export { loadDealerWriteReview } from "./load-dealer-write-review.js";
export { writeDealerReviewAction, type WriteReviewResult } from "./write-review-action.js";
export { DealerWriteReviewPage, dealerWriteReviewMeta } from "./dealer-write-review-page.js";
