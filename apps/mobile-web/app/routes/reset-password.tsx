import { ResetPasswordPage, resetPasswordMeta } from "@carmarket/web-core/accounts";

export const meta = resetPasswordMeta;
export default ResetPasswordPage;
