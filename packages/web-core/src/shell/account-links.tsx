import { Link } from "react-router";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { selectSignedIn, signOutRequested, useAppDispatch, useAppSelector } from "@carmarket/store";
import styles from "./account-links.module.css";

/**
 * The header's account controls (§6): signed in, My Account and Sign Out (the server clears the
 * cookie, then home, §4); signed out, Sign In. `compact` (the narrow mobile header) leaves Sign Out
 * to the /myaccount page.
 */
export function AccountLinks({ compact = false }: { compact?: boolean }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  if (!signedIn) {
    return (
      <Link className={styles.link} to={ACCOUNT_ROUTES.signIn}>
        Sign In
      </Link>
    );
  }
  return (
    <span className={styles.links}>
      <Link className={styles.link} to={ACCOUNT_ROUTES.myAccount}>
        My Account
      </Link>
      {compact ? null : (
        <button type="button" className={styles.link} onClick={() => dispatch(signOutRequested())}>
          Sign Out
        </button>
      )}
    </span>
  );
}
