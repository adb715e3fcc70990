import { useEffect, useRef } from "react";
import { durations } from "../../tokens/tokens.js";
import { cx } from "../../utils/class-names.js";
import styles from "./notifications.module.css";

/** One notice (§8 success notices, save failures…). */
export interface Notification {
  id: string;
  message: string;
  tone?: "success" | "error" | "info";
}

/** Props of {@link Notifications}. */
export interface NotificationsProps {
  notifications: readonly Notification[];
  /** Called when a notice has faded (after 3 s, §9) or is closed; the app removes it from its list. */
  onDismiss: (id: string) => void;
  className?: string;
}

function NotificationItem({ notification, onDismiss }: { notification: Notification; onDismiss: (id: string) => void }) {
  const { id } = notification;
  // The timer starts once per notice even when the parent passes a new callback on every render.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);
  useEffect(() => {
    const timer = setTimeout(() => dismiss.current(id), durations.notificationFade);
    return () => clearTimeout(timer);
  }, [id]);
  return (
    <li className={cx(styles.item, styles[notification.tone ?? "info"])}>
      <span>{notification.message}</span>
      <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={() => onDismiss(id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The notifications of the shell (§2.3): a polite live region of notices that fade out after 3 s
 * (§9). The list is the app's state; this component only renders it and reports dismissals.
 */
export function Notifications({ notifications, onDismiss, className }: NotificationsProps) {
  return (
    <div className={cx(styles.region, className)} role="status" aria-live="polite">
      <ul className={styles.list}>
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onDismiss={onDismiss} />
        ))}
      </ul>
    </div>
  );
}
