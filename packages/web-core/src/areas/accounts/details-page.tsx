import { Link, useLoaderData } from "react-router";
import type { AccountUser } from "@carmarket/api-client";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { detailsUpdateRequested, selectAuth, useAppDispatch, useAppSelector } from "@carmarket/store";
import { AccountForm, AccountPage, Field } from "./account-form.js";
import { accountMeta } from "./account-meta.js";
import { useSignedInSync } from "./session-sync.js";
import styles from "./accounts.module.css";

export const detailsMeta = accountMeta("Account Details", "Update your name, phone and PayPal account.", ACCOUNT_ROUTES.details);

/**
 * Details update (§2.9, §3 user: name is first and last joined, phone, PayPal payment_id);
 * success notices 'User details updated successfully!' (§8), refusals the API's message.
 */
export function DetailsPage() {
  const { user } = useLoaderData<{ user: AccountUser }>();
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectAuth);
  useSignedInSync();
  return (
    <AccountPage title="Account Details" intro={`Signed in as ${user.email}.`}>
      <AccountForm
        label="Account details"
        submitLabel="Save Details"
        pending={pending}
        onSubmit={({ first_name = "", last_name = "", phone = "", payment_id = "" }) =>
          dispatch(detailsUpdateRequested({ first_name, last_name, phone, payment_id }))
        }
      >
        <Field name="first_name" label="First Name" autoComplete="given-name" defaultValue={user.first_name} />
        <Field name="last_name" label="Last Name" autoComplete="family-name" defaultValue={user.last_name} />
        <Field name="phone" label="Phone" type="tel" autoComplete="tel" defaultValue={user.phone ?? ""} />
        <Field
          name="payment_id"
          label="PayPal Account"
          type="email"
          autoComplete="email"
          defaultValue={user.payment_id ?? ""}
          hint="The email of the PayPal account we pay your payment requests to."
        />
      </AccountForm>
      <p className={styles.links}>
        <Link to={ACCOUNT_ROUTES.myAccount}>Back to my account</Link>
      </p>
    </AccountPage>
  );
}
