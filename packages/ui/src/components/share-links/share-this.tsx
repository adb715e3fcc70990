import type { ShareLink } from "@carmarket/news";
import { NEWS_HEADINGS } from "@carmarket/news";
import { useId } from "react";
import styles from "./share-links.module.css";
import { ShareLinks } from "./share-links.js";

/** Props of {@link ShareThis}. */
export interface ShareThisProps {
  /** `shareLinks()` of `@carmarket/news`. */
  links: readonly ShareLink[];
  /** The shared address for 'Copy Link'. */
  url: string;
}

/** The article's closing 'Share this:' block (§2.8). */
export function ShareThis({ links, url }: ShareThisProps) {
  const headingId = useId();
  return (
    <section className={styles.shareThis} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.shareThisHeading}>
        {NEWS_HEADINGS.shareThis}
      </h2>
      <ShareLinks links={links} copyUrl={url} />
    </section>
  );
}
