import { SignUpPage, signUpMeta } from "@carmarket/web-core/accounts";

export const meta = signUpMeta;
export default SignUpPage;
