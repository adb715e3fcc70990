import styles from "./status.module.css";

/** The ad slot above news titles (§2.3 top ad banner, §9 slot Above-News-Title). */
export const TOP_AD_SLOT = "Above-News-Title";

/** The top ad banner container of news pages; the news page's ad script fills it (§4 ads). */
export function TopAdBanner() {
  return <div id={TOP_AD_SLOT} data-ad-slot={TOP_AD_SLOT} className={styles.topAd} />;
}
