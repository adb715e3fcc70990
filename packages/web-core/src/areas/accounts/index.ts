// Account screens (§2.9): sign-in, sign-up, forgot/reset/change password, email verification,
// details and /myaccount. The forms run the store's account flows in the browser (ADR 160).
export { loadAccountUser, loadMyAccount, loadSignIn, loadVerifyEmail, type VerifyEmailData } from "./load-account.js";
export { SignInPage, signInMeta } from "./sign-in-page.js";
export { SignUpPage, signUpMeta } from "./sign-up-page.js";
export { ForgotPasswordPage, forgotPasswordMeta } from "./forgot-password-page.js";
export { ResetPasswordPage, resetPasswordMeta } from "./reset-password-page.js";
export { ChangePasswordPage, changePasswordMeta } from "./change-password-page.js";
export { VerifyEmailPage, verifyEmailMeta } from "./verify-email-page.js";
export { DetailsPage, detailsMeta } from "./details-page.js";
export { MyAccountPage, myAccountMeta } from "./my-account-page.js";
