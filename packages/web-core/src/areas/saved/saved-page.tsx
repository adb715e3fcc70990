import { useMemo } from "react";
import { Link, useLoaderData } from "react-router";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { useOnlineStatus } from "@carmarket/ui/offline-banner";
import { AccountPage } from "../accounts/account-form.js";
import { accountMeta } from "../accounts/account-meta.js";
import { useSignedInSync } from "../accounts/session-sync.js";
import styles from "../accounts/accounts.module.css";
import { LastCopyNote, useSavedCopy } from "./last-copy.js";
import type { SavedPageData } from "./load-saved.js";
import { SavedCars, SavedSearches } from "./saved-lists.js";
import { accountLists, useSavedLists } from "./use-saved-lists.js";

export const savedMeta = accountMeta("Saved Cars", "The cars and searches you saved on CarMarket.", ACCOUNT_ROUTES.savedCars);

/** Keeps the store's signed-in flag in line with the loader, only when the loader found an account. */
function SignedInSync() {
  useSignedInSync();
  return null;
}

/**
 * Saved cars and searches (§3, §4, §6) for visitors and signed-in users alike; visitors are invited
 * to create an account, which keeps what they saved (ADR 055).
 */
export function SavedPage() {
  const { saved } = useLoaderData<SavedPageData>();
  const server = useMemo(() => (saved ? accountLists(saved) : null), [saved]);
  const { vins, searches } = useSavedLists(server);
  const online = useOnlineStatus();
  // Offline, an account's lists are its last copy on this device (issue #28.3): the page says so, and of when.
  const copy = useSavedCopy(Boolean(saved) && !online);
  return (
    <AccountPage title="Saved Cars" wide>
      {saved && !online ? <LastCopyNote savedAt={copy?.savedAt ?? null} /> : null}
      {saved ? (
        <SignedInSync />
      ) : (
        <p className={styles.intro}>
          Saved on this device. <Link to={ACCOUNT_ROUTES.signUp}>Create an account</Link> or <Link to={ACCOUNT_ROUTES.signIn}>sign in</Link> to keep them on
          every device.
        </p>
      )}
      <SavedCars vins={vins} />
      <SavedSearches searches={searches} />
    </AccountPage>
  );
}
