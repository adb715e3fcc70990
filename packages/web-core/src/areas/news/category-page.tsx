import { useLoaderData } from "react-router";
import { newsCategoryPath } from "@carmarket/routes";
import { NewsBlock } from "@carmarket/ui/news-block";
import { NewsCard } from "@carmarket/ui/news-card";
import { FIRST_PAINT_CARDS } from "../../first-paint.js";
import type { NewsCategoryData } from "./load-news.js";
import { NewsLayout, Paging, type NewsVariant } from "./news-layout.js";
import styles from "./news.module.css";

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
          {lead.length > 0 && (
            <ul className={styles.cards} aria-label={`Newest in ${category.name}`}>
              {lead.map((item, index) => (
                <li key={item.title_slug}>
                  <NewsCard item={item} variant="list" headingLevel={2} priority={index < FIRST_PAINT_CARDS} />
                </li>
              ))}
            </ul>
          )}
          <NewsBlock heading={block.heading} items={block.items} variant="list" />
        </>
      ) : (
        <ul className={styles.cards}>
          {block.items.map((item, index) => (
            <li key={item.title_slug}>
              <NewsCard item={item} variant="list" headingLevel={2} priority={index < FIRST_PAINT_CARDS} />
            </li>
          ))}
        </ul>
      )}
      <Paging path={newsCategoryPath(category.slug)} {...paging} />
    </NewsLayout>
  );
}
