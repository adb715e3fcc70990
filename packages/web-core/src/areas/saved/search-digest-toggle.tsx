import { useState } from "react";
import { useApiCall } from "../../browser/use-api-call.js";
import styles from "../accounts/accounts.module.css";

/** A saved search's daily email of new matches, on or off; the box follows the server's answer. */
export function SearchDigestToggle({ searchUrl, label, initial }: { searchUrl: string; label: string; initial: boolean }) {
  const [enabled, setEnabled] = useState(initial);
  const { pending, run } = useApiCall({ notify: true });
  const toggle = async (next: boolean) => {
    if (await run((api) => api.setSearchDigest({ search_url: searchUrl, email_digest: next }))) setEnabled(next);
  };
  return (
    <label className={styles.row}>
      <input
        type="checkbox"
        checked={enabled}
        disabled={pending}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        aria-label={`Email me new matches of ${label}`}
      />
      Email me new matches
    </label>
  );
}
