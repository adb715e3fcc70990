import { type NewsItem, formatNewsDate, truncateNewsText } from "@carmarket/news";
import { newsArticlePath } from "@carmarket/routes";
import { imageSizes, newsThumbnailWidth } from "../../tokens/tokens.js";
import { cx } from "../../utils/class-names.js";
import { Image } from "../image/image.js";
import styles from "./news-card.module.css";

/**
 * `list`: list thumbnail 600x360, title cut at 64 + ' ...', excerpt at 230 (§5, §9).
 * `compact`: news thumbnail 290 wide, carousel title cut at 70, no excerpt.
 */
export type NewsCardVariant = "list" | "compact";

/** The compact thumbnail keeps the list thumbnail's 5:3 shape at the 290 px news thumbnail width (§9). */
const COMPACT_THUMB = {
  width: newsThumbnailWidth,
  height: Math.round((newsThumbnailWidth * imageSizes.listThumbnail.height) / imageSizes.listThumbnail.width),
};

/** Props of {@link NewsCard}. */
export interface NewsCardProps {
  item: NewsItem;
  variant?: NewsCardVariant;
  /** Heading level of the title, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** The thumbnail is in view at first paint (the page's LCP image): it loads at once, not lazily. */
  priority?: boolean;
}

/** A news card linking to `/news/{title}` (§2.1) with thumbnail, cut title, excerpt and date. */
export function NewsCard({ item, variant = "list", headingLevel = 3, priority = false }: NewsCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = newsArticlePath(item.title_slug);
  const image = item.thumbnail_image ?? item.featured_image;
  const size = variant === "list" ? imageSizes.listThumbnail : COMPACT_THUMB;
  const date = formatNewsDate(item.updated_at);
  return (
    <article className={cx(styles.root, styles[variant])}>
      {image && (
        // The title link below names the article; this duplicate link is hidden from the tab order and screen readers.
        <a href={href} tabIndex={-1} aria-hidden="true" className={styles.thumb}>
          <Image src={image} alt="" {...size} priority={priority} />
        </a>
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <a href={href} title={item.title}>
            {truncateNewsText(variant === "list" ? "listCardTitle" : "carouselTitle", item.title)}
          </a>
        </Heading>
        {variant === "list" && item.excerpt && <p className={styles.excerpt}>{truncateNewsText("excerpt", item.excerpt)}</p>}
        {date && (
          <time className={styles.date} dateTime={item.updated_at}>
            {date}
          </time>
        )}
      </div>
    </article>
  );
}
