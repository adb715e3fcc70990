import { type CategoryBlock, type CategoryData, type NewsItem, articleCategoryLink } from "@carmarket/news";
import { useId } from "react";
import { NewsCard, type NewsCardVariant } from "../news-card/news-card.js";
import styles from "./news-block.module.css";

/** Props of {@link NewsBlock}. */
export interface NewsBlockProps {
  /** e.g. 'Also Read', 'Featured News', 'Here are some more articles' (`NEWS_HEADINGS`). */
  heading: string;
  items: readonly NewsItem[];
  /** A link under the cards, e.g. 'Show All In Car Reviews'. */
  link?: { text: string; href: string };
  variant?: NewsCardVariant;
  /** How many leading cards are in view at first paint and load their thumbnail at once. Default 0. */
  priorityCount?: number;
}

/** A headed list of news cards (§2.8 blocks below the article). Renders nothing without items. */
export function NewsBlock({ heading, items, link, variant = "compact", priorityCount = 0 }: NewsBlockProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles[variant]}>
        {items.map((item, index) => (
          <li key={item.title_slug}>
            <NewsCard item={item} variant={variant} priority={index < priorityCount} />
          </li>
        ))}
      </ul>
      {link && (
        <a className={styles.link} href={link.href}>
          {link.text}
        </a>
      )}
    </section>
  );
}

/** Props of {@link NewsCategoryBlock}. */
export interface NewsCategoryBlockProps {
  /**
   * `categoryBlock()` of `@carmarket/news`: 'More in Latest News' (skipping its first four articles)
   * or the category name, and 'Show All In {category name}' (§2.8).
   */
  block: CategoryBlock;
  variant?: NewsCardVariant;
}

/** One news category block (§2.8). */
export function NewsCategoryBlock({ block, variant }: NewsCategoryBlockProps) {
  return (
    <NewsBlock
      heading={block.heading}
      items={block.items}
      {...(block.href ? { link: { text: block.linkText, href: block.href } } : {})}
      {...(variant ? { variant } : {})}
    />
  );
}

/** Props of {@link ArticleCategoryLink}. */
export interface ArticleCategoryLinkProps {
  category: CategoryData;
}

/** The article page's 'Show all in {category} >' link (§2.8). */
export function ArticleCategoryLink({ category }: ArticleCategoryLinkProps) {
  const { text, href } = articleCategoryLink(category);
  return (
    <a className={styles.link} href={href}>
      {text}
    </a>
  );
}
