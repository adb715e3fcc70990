import { cx } from "../../utils/class-names.js";
import styles from "./app-download-banner.module.css";

/** Props of {@link AppDownloadBanner}. */
export interface AppDownloadBannerProps {
  /** Store link for the shopper's platform (the app chooses Google Play or the App Store). */
  href: string;
  /** Hides the banner; the app remembers the choice. */
  onDismiss: () => void;
  className?: string;
}

/** The app download banner of the mobile shell (§2.3): a slim bar with the store link and a close button. */
export function AppDownloadBanner({ href, onDismiss, className }: AppDownloadBannerProps) {
  return (
    <aside className={cx(styles.banner, className)} aria-label="Get the app">
      <p className={styles.text}>Find your next car on the go with the CarMarket app</p>
      <a className={styles.get} href={href}>
        Get the app
      </a>
      <button type="button" className={styles.close} aria-label="Dismiss app banner" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
