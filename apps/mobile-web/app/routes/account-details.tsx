import { DetailsPage, detailsMeta, loadAccountUser } from "@carmarket/web-core/accounts";
import type { Route } from "./+types/account-details";

export const loader = (args: Route.LoaderArgs) => loadAccountUser(args);
export const meta = detailsMeta;
export default DetailsPage;
