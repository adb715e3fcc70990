import { Link, useLoaderData } from "react-router";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { selectAuth, useAppDispatch, useAppSelector, verificationMailRequested } from "@carmarket/store";
import { AccountForm, AccountPage, Field } from "./account-form.js";
import { accountMeta } from "./account-meta.js";
import type { VerifyEmailData } from "./load-account.js";
import styles from "./accounts.module.css";

export const verifyEmailMeta = accountMeta("Verify Email", "Confirm the email address of your CarMarket account.", ACCOUNT_ROUTES.verifyEmail);

/**
 * Email verification (§2.9): the loader already sent the link's token; a bad or expired link offers
 * a new verification mail ('Verification Mail Sent.', §8).
 */
export function VerifyEmailPage() {
  const { verified, message } = useLoaderData<VerifyEmailData>();
  const dispatch = useAppDispatch();
  const { pending, mailSent } = useAppSelector(selectAuth);
  return (
    <AccountPage title="Verify Email">
      <p className={styles.status} role={verified ? "status" : "alert"}>
        {message}
      </p>
      {verified ? (
        <Link to={ACCOUNT_ROUTES.signIn}>Sign in</Link>
      ) : (
        <>
          <AccountForm
            label="Send a new verification email"
            submitLabel="Resend verification email"
            pending={pending}
            onSubmit={({ email = "" }) => dispatch(verificationMailRequested({ email }))}
          >
            <Field name="email" label="Email" type="email" autoComplete="email" />
          </AccountForm>
          {mailSent ? (
            <p className={styles.status} role="status">
              Verification Mail Sent.
            </p>
          ) : null}
        </>
      )}
    </AccountPage>
  );
}
