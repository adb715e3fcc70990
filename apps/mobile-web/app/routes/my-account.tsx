import { MyAccountPage, loadMyAccount, myAccountMeta } from "@carmarket/web-core/accounts";
import type { Route } from "./+types/my-account";

export const loader = (args: Route.LoaderArgs) => loadMyAccount(args);
export const meta = myAccountMeta;
export default MyAccountPage;
