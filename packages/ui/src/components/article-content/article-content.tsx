import type { AdQueryKey, NewsContentBlock } from "@carmarket/news";
import { Fragment } from "react";
import { imageSizes } from "../../tokens/tokens.js";
import { AdSlot } from "../ad-slot/ad-slot.js";
import { Image } from "../image/image.js";
import styles from "./article-content.module.css";

/** In-content ad slots in block order: the first after block 1, the second after block 2. */
const IN_CONTENT_SLOTS: readonly AdQueryKey[] = ["in_content_1", "in_content_2"];

/** Props of {@link ArticleContent}. */
export interface ArticleContentProps {
  /** The article's `content` blocks, HTML sanitised by the API (§3). */
  blocks: readonly NewsContentBlock[];
  /** `articleAds()` of `@carmarket/news`; only its in-content slots are used here. */
  ads?: Partial<Record<AdQueryKey, string>>;
}

/** The article body (§2.8): rich-text blocks, each with its optional images, and the in-content ads (§4). */
export function ArticleContent({ blocks, ads = {} }: ArticleContentProps) {
  return (
    <div className={styles.root}>
      {blocks.map((block, index) => {
        const slot = IN_CONTENT_SLOTS[index];
        return (
          // Blocks have no id; their order never changes within one article.
          <Fragment key={index}>
            <div className={styles.block}>
              <div className={styles.html} dangerouslySetInnerHTML={{ __html: block.description }} />
              {block.images?.map((image) => (
                <figure key={image.image_file} className={styles.figure}>
                  <Image src={image.image_file} alt={image.alt_text ?? ""} {...imageSizes.news} />
                  {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
                </figure>
              ))}
            </div>
            {slot && <AdSlot kind="in-content" name={slot} query={ads[slot]} />}
          </Fragment>
        );
      })}
    </div>
  );
}
