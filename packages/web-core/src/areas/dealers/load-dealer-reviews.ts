import { data } from "react-router";
import { createServerApi } from "../../server-api.js";
import { loadDealer } from "./load-dealer.js";

/** §2.1 DEALER_REVIEWS: the dealer and its reviews, newest first, with their like/dislike counts. */
export async function loadDealerReviews({ request, params }: { request: Request; params: { dealerId?: string } }) {
  const dealerData = await loadDealer(request, params.dealerId, "reviews");
  const reviews = await createServerApi(request).getDealerReviews(dealerData.dealer.id);
  if (reviews === null) throw data(null, { status: 503 });
  return { ...dealerData, reviews: reviews.reviews };
}

export type DealerReviewsData = Awaited<ReturnType<typeof loadDealerReviews>>;
