import styles from "./status.module.css";

/** The ad slot above news titles (§2.3 top ad banner, §9 slot Above-News-Title). */
export const TOP_AD_SLOT = "Above-News-Title";

/**
 * The top ad banner container of news pages; the search-ads script fills it with the article's first
 * ad query (§4 ads), or hides it when no ad came (ADR 295), like every ad slot.
 */
export function TopAdBanner({ query }: { query: string }) {
  return <div id={`ad-${TOP_AD_SLOT}`} data-ad-slot={TOP_AD_SLOT} data-ad-name={TOP_AD_SLOT} data-ad-query={query} className={styles.topAd} />;
}
