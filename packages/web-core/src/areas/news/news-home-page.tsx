import { useLoaderData } from "react-router";
import { LATEST_NEWS_CATEGORY } from "@carmarket/news";
import { NewsBlock } from "@carmarket/ui/news-block";
import { FIRST_PAINT_CARDS } from "../../first-paint.js";
import type { NewsHomeData } from "./load-news.js";
import { NewsAside, NewsBelow, NewsLayout, type NewsVariant } from "./news-layout.js";
import styles from "./news.module.css";

/** News home /news: the latest articles, then the category blocks and the other lists (§2.8). */
export function NewsHomePage({ variant }: { variant: NewsVariant }) {
  const data = useLoaderData<NewsHomeData>();
  return (
    <NewsLayout variant={variant} sidebar={<NewsAside trending={data.trending} handpicked={data.handpicked} />}>
      <h1 className={styles.heading}>Car News</h1>
      <NewsBlock heading={LATEST_NEWS_CATEGORY} items={data.latest} variant="list" priorityCount={FIRST_PAINT_CARDS} />
      <NewsBelow categoryBlocks={data.categoryBlocks} featured={data.featured} recent={data.recent} />
    </NewsLayout>
  );
}
