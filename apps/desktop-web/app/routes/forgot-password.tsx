import { ForgotPasswordPage, forgotPasswordMeta } from "@carmarket/web-core/accounts";

export const meta = forgotPasswordMeta;
export default ForgotPasswordPage;
