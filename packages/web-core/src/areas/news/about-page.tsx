import { EDITORIAL_LABEL } from "@carmarket/news";
import { NEWS_BASE_PATH } from "@carmarket/routes";
import { useSiteConfig } from "../../shell/use-site-config.js";
import { NewsLayout, type NewsVariant } from "./news-layout.js";
import styles from "./news.module.css";

/** /about-us: who makes the site; articles of former staff are credited to its editorial team (§2.8). */
export function AboutPage({ variant }: { variant: NewsVariant }) {
  const siteName = useSiteConfig().site_name;
  return (
    <NewsLayout variant={variant}>
      <h1 className={styles.heading}>About {siteName}</h1>
      <p>
        {siteName} helps shoppers across the USA find new, used and certified pre-owned cars near their ZIP code, compare them with reviews, rankings and price
        history, and contact the dealers that have them.
      </p>
      <section aria-labelledby="editorial-heading">
        <h2 id="editorial-heading">
          {siteName} {EDITORIAL_LABEL}
        </h2>
        <p>
          Our editors write the <a href={NEWS_BASE_PATH}>car news</a>, reviews and buying advice on this site. Articles by writers who have left the team stay
          online and are credited to &lsquo;{EDITORIAL_LABEL}&rsquo;: the editorial team keeps them up to date.
        </p>
      </section>
    </NewsLayout>
  );
}
