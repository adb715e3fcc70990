import { joinPath } from "./path-parts.js";

/** Dealer sub-pages after `/dealers/{id}`. */
export const DEALER_PAGE_SEGMENTS = { reviews: "reviews", writeReview: "write-review" } as const;

/** Dealer search page: `/dealers`. */
export function dealersPath(): string {
  return joinPath("dealers");
}

/** A dealer's page, which shows its inventory (DEALER_INVENTORY): `/dealers/{id}`. */
export function dealerPath(dealerId: string | number): string {
  return joinPath("dealers", dealerId);
}

/** Dealer reviews: `/dealers/{id}/reviews`. */
export function dealerReviewsPath(dealerId: string | number): string {
  return joinPath("dealers", dealerId, DEALER_PAGE_SEGMENTS.reviews);
}

/** Write a dealer review: `/dealers/{id}/write-review`. */
export function dealerWriteReviewPath(dealerId: string | number): string {
  return joinPath("dealers", dealerId, DEALER_PAGE_SEGMENTS.writeReview);
}
