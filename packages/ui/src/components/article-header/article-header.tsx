import { type AuthorFields, type NewsArticle, authorByline, formatNewsDate } from "@carmarket/news";
import type { ReactNode } from "react";
import { imageSizes } from "../../tokens/tokens.js";
import { Image } from "../image/image.js";
import styles from "./article-header.module.css";

/** Props of {@link ArticleHeader}. */
export interface ArticleHeaderProps {
  /** The article's headline, excerpt, date and author fields. */
  article: Pick<NewsArticle, "title" | "excerpt" | "updated_at"> & AuthorFields;
  /** Shown above 'Editorial' for a deleted author (§2.8). */
  siteName: string;
  /** Share buttons, shown under the date (§2.8); the page passes a `SharePanel` when not in the app. */
  share?: ReactNode;
}

/**
 * The article header (§2.8): headline, author block with a 60x60 avatar (a deleted author shows as
 * 'Editorial' under the site name, linking to /about-us), the 'MMMM D, YYYY' date, share buttons,
 * then the italic excerpt and a rule. Place it inside the page's `<article>`.
 */
export function ArticleHeader({ article, siteName, share }: ArticleHeaderProps) {
  // The kit always renders a plain <a>, which is also what the app mode asks for (§2.3).
  const byline = authorByline(article, { siteName, appMode: true });
  const date = formatNewsDate(article.updated_at);
  const name = byline.href ? (
    <a className={styles.author} href={byline.href}>
      {byline.name}
    </a>
  ) : (
    <span className={styles.author}>{byline.name}</span>
  );
  return (
    <header className={styles.root}>
      <h1 className={styles.headline}>{article.title}</h1>
      <div className={styles.byline}>
        {byline.image && <Image className={styles.avatar} src={byline.image} alt="" {...imageSizes.author} />}
        <div className={styles.meta}>
          {byline.siteName && <span className={styles.site}>{byline.siteName}</span>}
          {name}
          {byline.designation && <span className={styles.designation}>{byline.designation}</span>}
          {date && (
            <time className={styles.date} dateTime={article.updated_at}>
              {date}
            </time>
          )}
        </div>
      </div>
      {share}
      {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
      <hr className={styles.rule} />
    </header>
  );
}
