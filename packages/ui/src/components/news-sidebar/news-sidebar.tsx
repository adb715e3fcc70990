import { type HandpickedGroup, NEWS_HEADINGS, type NewsItem, truncateNewsText } from "@carmarket/news";
import { newsArticlePath } from "@carmarket/routes";
import { useId } from "react";
import { AdSlot } from "../ad-slot/ad-slot.js";
import styles from "./news-sidebar.module.css";

/** Props of {@link NewsSidebar}. */
export interface NewsSidebarProps {
  /**
   * The desktop `sidebar` ad query from `articleAds()` of `@carmarket/news`. When present the sidebar
   * is the search-ads box; otherwise it shows the Trending and Handpicked lists (§2.8).
   */
  adQuery?: string;
  /** Trending News for the article's section. */
  trending?: readonly NewsItem[];
  /** Handpicked News for the article's section: its items and category. */
  handpicked?: HandpickedGroup;
}

/** The article's sticky 320 px sidebar (§2.8, §9): a search-ads box or the Trending and Handpicked lists. */
export function NewsSidebar({ adQuery, trending = [], handpicked }: NewsSidebarProps) {
  if (adQuery?.trim()) {
    return (
      <div className={styles.root}>
        <AdSlot kind="sidebar" name="sidebar" query={adQuery} />
      </div>
    );
  }
  return (
    <aside className={styles.root} aria-label="More news">
      <TitleList heading={NEWS_HEADINGS.trendingNews} items={trending} />
      <TitleList heading={NEWS_HEADINGS.handpickedNews} subheading={handpicked?.category_data.name} items={handpicked?.news_data ?? []} />
    </aside>
  );
}

interface TitleListProps {
  heading: string;
  subheading?: string;
  items: readonly NewsItem[];
}

/** A sidebar list: titles cut at 45 + '...' (§5), each linking to its article. */
function TitleList({ heading, subheading, items }: TitleListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {subheading && <p className={styles.subheading}>{subheading}</p>}
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.title_slug}>
            <a href={newsArticlePath(item.title_slug)} title={item.title}>
              {truncateNewsText("sidebarTitle", item.title)}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
