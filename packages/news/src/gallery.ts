import type { NewsArticle, NewsImage } from "./types.js";

/**
 * Images of the article's gallery popup (§2.8): the page data's `newsImages` when given, else the
 * images of the content blocks in reading order. The 'Images' tab shows only when this is non-empty.
 */
export function articleGalleryImages(article: Pick<NewsArticle, "content">, newsImages?: readonly NewsImage[]): NewsImage[] {
  if (newsImages && newsImages.length > 0) return [...newsImages];
  return article.content.flatMap((block) => block.images ?? []);
}
