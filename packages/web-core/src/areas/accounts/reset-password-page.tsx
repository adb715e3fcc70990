import { Link, useSearchParams } from "react-router";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { resetPasswordRequested, selectAuth, useAppDispatch, useAppSelector } from "@carmarket/store";
import { AccountForm, AccountPage, Field } from "./account-form.js";
import { accountMeta } from "./account-meta.js";
import { INVALID_LINK_MESSAGE } from "./link-messages.js";
import { PASSWORD_HINT } from "./password-hint.js";
import styles from "./accounts.module.css";

export const resetPasswordMeta = accountMeta("Reset Password", "Choose a new password for your CarMarket account.", ACCOUNT_ROUTES.resetPassword);

/**
 * Reset password from the emailed link (§2.9, §5): the store checks the password rule and the
 * confirmation, and 1.5 s after success goes to /sign-in (§2.1, §9).
 */
export function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectAuth);
  const token = useSearchParams()[0].get("token");
  if (!token) {
    return (
      <AccountPage title="Reset Password">
        <p className={styles.status}>{INVALID_LINK_MESSAGE}</p>
        <Link to={ACCOUNT_ROUTES.forgotPassword}>Request a new link</Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Reset Password">
      <AccountForm
        label="Reset password"
        submitLabel="Reset Password"
        pending={pending}
        onSubmit={({ password = "", confirm_password = "" }) => dispatch(resetPasswordRequested({ password, confirm_password, token }))}
      >
        <Field name="password" label="New Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
        <Field name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" />
      </AccountForm>
    </AccountPage>
  );
}
