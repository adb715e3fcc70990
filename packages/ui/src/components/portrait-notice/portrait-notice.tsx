import styles from "./portrait-notice.module.css";

/** §2.3: the notice's heading, word for word. */
export const PORTRAIT_NOTICE_TITLE = "Please rotate your device";
/** §2.3: the notice's text, word for word. */
export const PORTRAIT_NOTICE_TEXT = "We don't support landscape mode yet. Please go back to portrait mode for the best experience";

/** Props of {@link PortraitNotice}. */
export interface PortraitNoticeProps {
  /** Show it whatever the orientation (design review, tests). */
  preview?: boolean;
}

/**
 * The portrait-only notice of the mobile shell (§2.3). Always in the markup; CSS shows it over the
 * page only on a phone held in landscape (no JavaScript, so it also works before hydration).
 */
export function PortraitNotice({ preview = false }: PortraitNoticeProps) {
  return (
    <div className={styles.notice} data-force-visible={preview || undefined}>
      <div className={styles.box}>
        <p className={styles.title}>{PORTRAIT_NOTICE_TITLE}</p>
        <p className={styles.text}>{PORTRAIT_NOTICE_TEXT}</p>
      </div>
    </div>
  );
}
