import { Link } from "react-router";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { SIGN_UP_FIELD_LABELS as LABELS } from "@carmarket/validation";
import { selectAuth, signUpRequested, useAppDispatch, useAppSelector } from "@carmarket/store";
import { AccountForm, AccountPage, Field } from "./account-form.js";
import { accountMeta } from "./account-meta.js";
import { PASSWORD_HINT } from "./password-hint.js";
import styles from "./accounts.module.css";

export const signUpMeta = accountMeta("Sign Up", "Create a CarMarket account to keep your saved cars and searches.", ACCOUNT_ROUTES.signUp);

/**
 * Sign-up (§2.9, §5): the store alerts empty fields ('… is empty!' / '… are empty!'), the password
 * rule and 'Passwords do not match. Please try again.'; what the visitor saved moves into the account.
 */
export function SignUpPage() {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectAuth);
  return (
    <AccountPage title="Sign Up" intro="Keep your saved cars and searches on every device.">
      <AccountForm
        label="Sign up"
        submitLabel="Sign Up"
        pending={pending}
        onSubmit={({ first_name = "", last_name = "", email = "", phone = "", password = "", confirm_password = "" }) =>
          dispatch(signUpRequested({ first_name, last_name, email, password, confirm_password, ...(phone.trim() ? { phone } : {}) }))
        }
      >
        <Field name="first_name" label={LABELS.first_name} autoComplete="given-name" />
        <Field name="last_name" label={LABELS.last_name} autoComplete="family-name" />
        <Field name="email" label={LABELS.email} type="email" autoComplete="email" />
        <Field name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        <Field name="password" label={LABELS.password} type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
        <Field name="confirm_password" label={LABELS.confirm_password} type="password" autoComplete="new-password" />
      </AccountForm>
      <p className={styles.links}>
        <Link to={ACCOUNT_ROUTES.signIn}>Already have an account? Sign in</Link>
      </p>
    </AccountPage>
  );
}
