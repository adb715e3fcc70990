import { useOnline } from "../use-online.js";
import styles from "./status.module.css";

/** The offline banner (§2.3): shown while the browser reports no connection. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : <p className={styles.offline}>You are offline. Pages and searches will update when your connection returns.</p>}
    </div>
  );
}
