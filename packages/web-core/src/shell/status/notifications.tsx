import { selectNotices, useAppSelector } from "@carmarket/store";
import styles from "./status.module.css";

/**
 * The store's notifications (§8 success and error notices). Each fades after 3 s (§9): the store
 * removes it, and the CSS fades it out over the same time.
 */
export function Notifications() {
  const notices = useAppSelector(selectNotices);
  return (
    <div className={styles.notifications} role="status" aria-live="polite">
      {notices.map((notice) => (
        <p key={notice.id} className={`${styles.notice} ${styles[notice.kind]}`}>
          {notice.text}
        </p>
      ))}
    </div>
  );
}
