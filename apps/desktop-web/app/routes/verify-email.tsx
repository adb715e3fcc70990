import { VerifyEmailPage, loadVerifyEmail, verifyEmailMeta } from "@carmarket/web-core/accounts";
import type { Route } from "./+types/verify-email";

export const loader = (args: Route.LoaderArgs) => loadVerifyEmail(args);
export const meta = verifyEmailMeta;
export default VerifyEmailPage;
