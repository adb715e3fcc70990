import { useLoaderData } from "react-router";
import { authorPath } from "@carmarket/routes";
import { Image } from "@carmarket/ui/image";
import { imageSizes } from "@carmarket/ui/tokens";
import { NewsBlock } from "@carmarket/ui/news-block";
import { FIRST_PAINT_CARDS } from "../../first-paint.js";
import type { AuthorData } from "./load-news.js";
import { NewsLayout, Paging, type NewsVariant } from "./news-layout.js";
import styles from "./news.module.css";

/** Author page /author/{slug}: who they are and their articles, newest first. */
export function AuthorPage({ variant }: { variant: NewsVariant }) {
  const { author, articles, paging } = useLoaderData<AuthorData>();
  return (
    <NewsLayout variant={variant}>
      <div className={styles.profile}>
        {author.image && <Image src={author.image} alt="" {...imageSizes.author} priority />}
        <div>
          <h1 className={styles.heading}>{author.name}</h1>
          <p className={styles.muted}>{author.designation}</p>
        </div>
      </div>
      <p>{author.bio}</p>
      <NewsBlock heading={`Articles by ${author.name}`} items={articles} variant="list" priorityCount={FIRST_PAINT_CARDS} />
      <Paging path={authorPath(author.slug)} {...paging} />
    </NewsLayout>
  );
}
