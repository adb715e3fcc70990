import styles from "./status.module.css";

/**
 * The portrait-only notice of the mobile app (§2.3): covers the page in landscape (CSS
 * orientation query, so it works before hydration and without JavaScript).
 */
export function PortraitNotice() {
  return (
    <div className={styles.portrait} role="alert">
      <div>
        <p className={styles.portraitTitle}>Please rotate your device</p>
        <p>We don&apos;t support landscape mode yet. Please go back to portrait mode for the best experience</p>
      </div>
    </div>
  );
}
