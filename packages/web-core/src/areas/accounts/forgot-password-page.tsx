import { Link } from "react-router";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { forgotPasswordRequested, selectAuth, useAppDispatch, useAppSelector } from "@carmarket/store";
import { AccountForm, AccountPage, Field } from "./account-form.js";
import { accountMeta } from "./account-meta.js";
import styles from "./accounts.module.css";

export const forgotPasswordMeta = accountMeta("Forgot Password", "Get an email with a link to choose a new CarMarket password.", ACCOUNT_ROUTES.forgotPassword);

/** Forgot password (§2.9, §4): mails a reset link; the mail-sent flag keeps the confirmation on screen. */
export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const { pending, mailSent } = useAppSelector(selectAuth);
  return (
    <AccountPage title="Forgot Password" intro="Enter the email of your account and we will send you a link to choose a new password.">
      <AccountForm
        label="Forgot password"
        submitLabel="Send Reset Link"
        pending={pending}
        onSubmit={({ email = "" }) => dispatch(forgotPasswordRequested({ email }))}
      >
        <Field name="email" label="Email" type="email" autoComplete="email" />
      </AccountForm>
      {mailSent ? (
        <p className={styles.status} role="status">
          Check your inbox for the link. It works once, for 1 hour.
        </p>
      ) : null}
      <p className={styles.links}>
        <Link to={ACCOUNT_ROUTES.signIn}>Back to sign in</Link>
      </p>
    </AccountPage>
  );
}
