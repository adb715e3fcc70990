import { ChangePasswordPage, changePasswordMeta, loadAccountUser } from "@carmarket/web-core/accounts";
import type { Route } from "./+types/change-password";

export const loader = (args: Route.LoaderArgs) => loadAccountUser(args);
export const meta = changePasswordMeta;
export default ChangePasswordPage;
