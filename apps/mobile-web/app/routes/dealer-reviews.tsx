import { DealerReviewsPage, dealerReviewsMeta, loadDealerReviews } from "@carmarket/web-core/dealers";
import type { Route } from "./+types/dealer-reviews";

export const loader = (args: Route.LoaderArgs) => loadDealerReviews(args);
export const meta = ({ loaderData }: Route.MetaArgs) => dealerReviewsMeta({ loaderData });
export default DealerReviewsPage;
