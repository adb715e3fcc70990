import type { ReactNode } from "react";
import { NEWS_HEADINGS, type HandpickedGroup, type CategoryBlock, type NewsItem } from "@carmarket/news";
import { NewsBlock, NewsCategoryBlock } from "@carmarket/ui/news-block";
import { NewsSidebar } from "@carmarket/ui/news-sidebar";
import { useShellFlags } from "../../shell/shell-flags.js";
import { useClientLinks } from "./client-links.js";
import styles from "./news.module.css";

/** Which app renders the page: layout, image sizes and ad slots differ (§9, §3 mobile ads). */
export type NewsVariant = "mobile" | "desktop";

/**
 * Frame of every news page: the page's `<main>` and, beside it on wide screens (below it on phones),
 * the sticky sidebar. The sidebar is a top-level landmark, so it sits next to `<main>`, not inside.
 */
export function NewsLayout({ variant, sidebar, children }: { variant: NewsVariant; sidebar?: ReactNode; children: ReactNode }) {
  const ref = useClientLinks<HTMLDivElement>();
  return (
    <div ref={ref} className={[styles.page, variant === "desktop" ? styles.desktop : ""].join(" ")}>
      <div className={styles.columns}>
        <main className={styles.main}>{children}</main>
        {sidebar}
      </div>
    </div>
  );
}

/** Props of {@link NewsAside}. */
export interface NewsAsideProps {
  trending: readonly NewsItem[];
  handpicked?: HandpickedGroup | undefined;
  /** The article's desktop `sidebar` ad query (§4): when filled, the search-ads box replaces the lists. */
  adQuery?: string | undefined;
}

/**
 * The sticky 320 px sidebar (§2.8): the search-ads box or the Trending and Handpicked lists; only
 * outside the app (§2.3 isapp missing or 0).
 */
export function NewsAside({ trending, handpicked, adQuery }: NewsAsideProps) {
  const { showsWebOnlyBlocks } = useShellFlags();
  if (!showsWebOnlyBlocks) return null;
  if (adQuery) {
    return (
      <aside className={styles.aside} aria-label="Sponsored search">
        <NewsSidebar adQuery={adQuery} />
      </aside>
    );
  }
  if (trending.length === 0 && !handpicked?.news_data.length) return null;
  return <NewsSidebar trending={trending} {...(handpicked ? { handpicked } : {})} />;
}

/** Props of {@link NewsBelow}. */
export interface NewsBelowProps {
  categoryBlocks: readonly CategoryBlock[];
  alsoRead?: readonly NewsItem[];
  featured: readonly NewsItem[];
  recent: readonly NewsItem[];
}

/**
 * The blocks under a news page (§2.8): one per major category, 'Also Read', then 'Featured News' and
 * 'Here are some more articles', the last two only outside the app (§2.3).
 */
export function NewsBelow({ categoryBlocks, alsoRead = [], featured, recent }: NewsBelowProps) {
  const { showsWebOnlyBlocks } = useShellFlags();
  return (
    <>
      {categoryBlocks.map((block) => (
        <NewsCategoryBlock key={block.category} block={block} />
      ))}
      <NewsBlock heading={NEWS_HEADINGS.alsoRead} items={alsoRead} />
      {showsWebOnlyBlocks && <NewsBlock heading={NEWS_HEADINGS.featuredNews} items={featured} />}
      {showsWebOnlyBlocks && <NewsBlock heading={NEWS_HEADINGS.moreArticles} items={recent} />}
    </>
  );
}

/** Previous/next links of a paged list; nothing when there is one page. */
export function Paging({ path, page, pages }: { path: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (to: number) => (to === 1 ? path : `${path}?page=${to}`);
  return (
    <nav className={styles.paging} aria-label="Pages">
      {page > 1 && (
        <a href={href(page - 1)} rel="prev">
          Previous page
        </a>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <a href={href(page + 1)} rel="next">
          Next page
        </a>
      )}
    </nav>
  );
}
