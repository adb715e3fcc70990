import { DealersPage, dealersMeta, loadDealers } from "@carmarket/web-core/dealers";
import type { Route } from "./+types/dealers";

export const loader = (args: Route.LoaderArgs) => loadDealers(args);
export const meta = ({ loaderData }: Route.MetaArgs) => dealersMeta({ loaderData });
export default DealersPage;
