import { useSyncExternalStore } from "react";
import styles from "./offline-banner.module.css";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser reports a connection; `true` on the server so the first render matches. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Props of {@link OfflineBanner}. */
export interface OfflineBannerProps {
  /** Show the banner (pass `!useOnlineStatus()`). */
  offline: boolean;
}

/**
 * The offline banner of the shell (§2.3), announced politely when the connection drops. A bar in the page's flow:
 * put it above the header inside the block that sticks to the top, so it never covers the header's controls.
 */
export function OfflineBanner({ offline }: OfflineBannerProps) {
  return (
    <div role="status" className={offline ? styles.banner : undefined}>
      {offline ? "You are offline. Some features may not work until your connection is back." : null}
    </div>
  );
}
