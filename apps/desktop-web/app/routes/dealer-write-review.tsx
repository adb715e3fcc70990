import { DealerWriteReviewPage, dealerWriteReviewMeta, loadDealerWriteReview, writeDealerReviewAction } from "@carmarket/web-core/dealers";
import type { Route } from "./+types/dealer-write-review";

export const loader = (args: Route.LoaderArgs) => loadDealerWriteReview(args);
export const action = (args: Route.ActionArgs) => writeDealerReviewAction(args);
export const meta = ({ loaderData }: Route.MetaArgs) => dealerWriteReviewMeta({ loaderData });
export default DealerWriteReviewPage;
