import { useMemo, useState } from "react";
import { Link, useLoaderData } from "react-router";
import type { AccountUser, UserAlerts, UserSaved } from "@carmarket/api-client";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { Button } from "@carmarket/ui/button";
import { signOutRequested, useAppDispatch } from "@carmarket/store";
import { SavedCars, SavedSearches } from "../saved/saved-lists.js";
import { accountLists, useSavedLists } from "../saved/use-saved-lists.js";
import { AccountPage } from "./account-form.js";
import { useApiCall } from "../../browser/use-api-call.js";
import { accountMeta } from "./account-meta.js";
import { PriceDropAlerts } from "./price-drop-alerts.js";
import { SearchDigestToggle } from "../saved/search-digest-toggle.js";
import { useSignedInSync } from "./session-sync.js";
import styles from "./accounts.module.css";

export const myAccountMeta = accountMeta("My Account", "Your saved cars and searches, details and preferences.", ACCOUNT_ROUTES.myAccount);

/** §6 communication preference: saved as soon as the box changes; the box follows the server's answer. */
function CommunicationPreference({ initial }: { initial: boolean }) {
  const [enabled, setEnabled] = useState(initial);
  const { pending, run } = useApiCall({ notify: true });
  const toggle = async (next: boolean) => {
    if (await run((api) => api.setCommunicationPreference({ enabled: next }))) setEnabled(next);
  };
  return (
    <section className={styles.section} aria-labelledby="communication">
      <h2 className={styles.sectionTitle} id="communication">
        Communication
      </h2>
      <label className={styles.row}>
        <input type="checkbox" checked={enabled} disabled={pending} onChange={(event) => void toggle(event.currentTarget.checked)} />
        Email me about new cars, price drops and offers
      </label>
    </section>
  );
}

/** §6 payment request (signed-in only): asks the operator to pay the PayPal account of the details. */
function PaymentRequest({ paymentId }: { paymentId: string | null }) {
  const { pending, run } = useApiCall({ notify: true });
  return (
    <section className={styles.section} aria-labelledby="payment">
      <h2 className={styles.sectionTitle} id="payment">
        Payment
      </h2>
      <p>{paymentId ? `We pay to your PayPal account ${paymentId}.` : "Add your PayPal account to your details to request a payment."}</p>
      <Button variant="secondary" loading={pending} onClick={() => void run((api) => api.requestPayment())}>
        Request Payment
      </Button>
    </section>
  );
}

/** /myaccount (§2.1, §2.9): saved cars and searches, alerts, communication preference, details and payment request. */
export function MyAccountPage() {
  const { user, saved, alerts } = useLoaderData<{ user: AccountUser; saved: UserSaved; alerts: UserAlerts }>();
  const dispatch = useAppDispatch();
  const server = useMemo(() => accountLists(saved), [saved]);
  const { vins, searches } = useSavedLists(server);
  // A search saved after this page loaded emails by default, as every new saved search does.
  const digests = useMemo(() => new Map(saved.searches.map((search) => [search.search_url, search.email_digest ?? true])), [saved]);
  useSignedInSync();
  return (
    <AccountPage title="My Account" intro={`Signed in as ${user.name} (${user.email}).`}>
      <nav aria-label="Account" className={styles.links}>
        <Link to={ACCOUNT_ROUTES.details}>Account details</Link>
        <Link to={ACCOUNT_ROUTES.changePassword}>Change password</Link>
        <Button variant="ghost" onClick={() => dispatch(signOutRequested())}>
          Sign Out
        </Button>
      </nav>
      <SavedCars vins={vins} />
      <SavedSearches
        searches={searches}
        actions={(searchUrl, label) => <SearchDigestToggle searchUrl={searchUrl} label={label} initial={digests.get(searchUrl) ?? true} />}
      />
      <PriceDropAlerts initial={alerts} />
      <CommunicationPreference initial={user.communication_opt_in} />
      <PaymentRequest paymentId={user.payment_id} />
    </AccountPage>
  );
}
