import { Link, useLocation } from "react-router";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { Button } from "@carmarket/ui/button";
import { selectAuth, signInRequested, useAppDispatch, useAppSelector, verificationMailRequested } from "@carmarket/store";
import { AccountForm, AccountPage, Field } from "./account-form.js";
import { accountMeta } from "./account-meta.js";
import { redirectAfterSignIn } from "./account-paths.js";
import styles from "./accounts.module.css";
import { useSignedOutSync } from "./session-sync.js";

export const signInMeta = accountMeta("Sign In", "Sign in to your CarMarket account to see your saved cars and searches.", ACCOUNT_ROUTES.signIn);

/**
 * Sign-in (§2.9, §4, §8): success notices 'Authentication Successful!' and returns to the page that
 * asked for the account (else /myaccount); an unverified email offers to resend the verification mail.
 */
export function SignInPage() {
  const dispatch = useAppDispatch();
  const { pending, unverifiedEmail, mailSent } = useAppSelector(selectAuth);
  const { search } = useLocation();
  const redirectTo = redirectAfterSignIn(search);
  useSignedOutSync();
  return (
    <AccountPage title="Sign In">
      <AccountForm
        label="Sign in"
        submitLabel="Sign In"
        pending={pending}
        onSubmit={({ email = "", password = "" }) => dispatch(signInRequested({ email, password, redirectTo }))}
      >
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
      </AccountForm>
      {unverifiedEmail ? (
        <div className={styles.status}>
          {mailSent ? (
            <p role="status">Verification Mail Sent.</p>
          ) : (
            <Button variant="secondary" loading={pending} onClick={() => dispatch(verificationMailRequested({ email: unverifiedEmail }))}>
              Resend verification email
            </Button>
          )}
        </div>
      ) : null}
      <p className={styles.links}>
        <Link to={ACCOUNT_ROUTES.forgotPassword}>Forgot password?</Link>
        <Link to={ACCOUNT_ROUTES.signUp}>Create an account</Link>
      </p>
    </AccountPage>
  );
}
