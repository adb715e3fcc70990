import { cx } from "../../utils/class-names.js";
import hidden from "../../utils/visually-hidden.module.css";
import styles from "./app-promotion.module.css";

/** §1: the promotion block's headline, word for word. */
export const APP_PROMOTION_HEADLINE = "Find your next car on the go with the app!!";
/** §1: the promotion block's text, word for word. */
export const APP_PROMOTION_TEXT = "Download the App from Google Play & App Store";

/** Props of {@link AppPromotion}. */
export interface AppPromotionProps {
  googlePlayHref: string;
  appStoreHref: string;
  className?: string;
}

/** The app promotion block of §1 with links to both app stores (opening in a new tab). */
export function AppPromotion({ googlePlayHref, appStoreHref, className }: AppPromotionProps) {
  const newTab = <span className={hidden.visuallyHidden}> (opens in a new tab)</span>;
  return (
    <section className={cx(styles.block, className)} aria-labelledby="app-promotion-title">
      <h2 id="app-promotion-title" className={styles.title}>
        {APP_PROMOTION_HEADLINE}
      </h2>
      <p className={styles.text}>{APP_PROMOTION_TEXT}</p>
      <div className={styles.stores}>
        <a className={styles.store} href={googlePlayHref} target="_blank" rel="noopener noreferrer">
          Get it on Google Play{newTab}
        </a>
        <a className={styles.store} href={appStoreHref} target="_blank" rel="noopener noreferrer">
          Download on the App Store{newTab}
        </a>
      </div>
    </section>
  );
}
