import { useLoaderData } from "react-router";
import type { NewsItem } from "@carmarket/news";
import { newsCategoryPath } from "@carmarket/routes";
import { NewsBlock } from "@carmarket/ui/news-block";
import { NewsCard } from "@carmarket/ui/news-card";
import { FIRST_PAINT_CARDS } from "../../first-paint.js";
import type { NewsCategoryData } from "./load-news.js";
import { NewsLayout, Paging, type NewsVariant } from "./news-layout.js";
import styles from "./news.module.css";

/** The page's own list of article cards, headed h2 under the page's h1; the first ones load their thumbnails at once. */
function CardList({ items, label }: { items: readonly NewsItem[]; label?: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.title_slug}>
          <NewsCard item={item} variant="list" headingLevel={2} priority={index < FIRST_PAINT_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Category page /news/category/{slug} (§2.8). Latest News opens with its four newest articles, then
 * 'More in Latest News' lists the rest; other categories list their articles under their name.
 */
export function NewsCategoryPage({ variant }: { variant: NewsVariant }) {
  const { category, lead, block, isLatest, paging } = useLoaderData<NewsCategoryData>();
  return (
    <NewsLayout variant={variant}>
      <h1 className={styles.heading}>{category.name}</h1>
      {isLatest ? (
        <>
          {lead.length > 0 && <CardList items={lead} label={`Newest in ${category.name}`} />}
          <NewsBlock heading={block.heading} items={block.items} variant="list" />
        </>
      ) : (
        <CardList items={block.items} />
      )}
      <Paging path={newsCategoryPath(category.slug)} {...paging} />
    </NewsLayout>
  );
}
