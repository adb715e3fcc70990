import type { NewsArticle } from "./types.js";

/** The article's hero image (§2.8): `hero_image`, or the featured image when there is none. */
export function heroImage(article: Pick<NewsArticle, "hero_image" | "featured_image">): string | undefined {
  return article.hero_image || article.featured_image || undefined;
}

/** A part of the article's hero area. */
export type HeroPart = "content_hero_image" | "hero_image";

/**
 * Order of the hero area (§3): `content_hero_image` above the excerpt image when `above_excerpt` is
 * 1, after it when 0 (or missing). Parts without content are left out.
 */
export function heroParts(article: Pick<NewsArticle, "hero_image" | "featured_image" | "content_hero_image" | "above_excerpt">): HeroPart[] {
  const image: HeroPart[] = heroImage(article) ? ["hero_image"] : [];
  const content: HeroPart[] = article.content_hero_image?.trim() ? ["content_hero_image"] : [];
  return article.above_excerpt === 1 ? [...content, ...image] : [...image, ...content];
}
