import { loadDealer } from "./load-dealer.js";

/** §2.1 DEALER_WRITE_REVIEW: the dealer above the review form. */
export function loadDealerWriteReview({ request, params }: { request: Request; params: { dealerId?: string } }) {
  return loadDealer(request, params.dealerId, "writeReview");
}
