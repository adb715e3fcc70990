import { type NewsArticle, heroImage, heroParts } from "@carmarket/news";
import { preload } from "react-dom";
import { imageSizes } from "../../tokens/tokens.js";
import { Image } from "../image/image.js";
import styles from "./article-hero.module.css";

/** Props of {@link ArticleHero}. */
export interface ArticleHeroProps {
  article: Pick<NewsArticle, "hero_image" | "featured_image" | "content_hero_image" | "above_excerpt">;
  /** §9: 881x500 on desktop, 350x195 on mobile. Default `mobile`. */
  variant?: "mobile" | "desktop";
}

/**
 * The article's hero area (§2.8, §3): the hero image (the featured image when there is no hero) and
 * `content_hero_image` above it (`above_excerpt` 1) or after it. The HTML comes sanitised from the API.
 */
export function ArticleHero({ article, variant = "mobile" }: ArticleHeroProps) {
  const parts = heroParts(article);
  if (parts.length === 0) return null;
  // The CMS hero's picture is often the page's largest (its LCP): the head asks for it before any script.
  const contentPicture = article.content_hero_image?.match(/<img[^>]*\ssrc="([^"]+)"/)?.[1];
  if (contentPicture) preload(contentPicture.replaceAll("&amp;", "&"), { as: "image", fetchPriority: "high" });
  const size = variant === "desktop" ? imageSizes.articleHeroDesktop : imageSizes.articleHeroMobile;
  return (
    <div className={styles.root}>
      {parts.map((part) =>
        part === "hero_image" ? (
          // The hero illustrates the headline right above it, so it is decorative for screen readers.
          <Image key={part} className={styles.image} src={heroImage(article) ?? ""} alt="" {...size} priority />
        ) : (
          <div key={part} className={styles.content} dangerouslySetInnerHTML={{ __html: article.content_hero_image ?? "" }} />
        ),
      )}
    </div>
  );
}
