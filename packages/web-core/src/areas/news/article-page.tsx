import { useEffect } from "react";
import { useLoaderData } from "react-router";
import { shareLinks } from "@carmarket/news";
import { AdSlot } from "@carmarket/ui/ad-slot";
import { ArticleContent } from "@carmarket/ui/article-content";
import { ArticleHeader } from "@carmarket/ui/article-header";
import { ArticleHero } from "@carmarket/ui/article-hero";
import { ArticleCategoryLink } from "@carmarket/ui/news-block";
import { SharePanel } from "@carmarket/ui/share-panel";
import { ShareThis } from "@carmarket/ui/share-links";
import { useShellFlags } from "../../shell/shell-flags.js";
import { useSiteConfig } from "../../shell/use-site-config.js";
import { ArticleGallery } from "./article-gallery.js";
import type { NewsArticleData } from "./load-news.js";
import { NewsAside, NewsBelow, NewsLayout, type NewsVariant } from "./news-layout.js";
import { pageAds, requestSearchAds } from "./search-ads.js";
import styles from "./news.module.css";

/**
 * Article page /news/{title} (§2.8): header with author, date and share panel, hero, content blocks with
 * their images and ads (§4, the mobile app uses the mobile slot subset; only with a search-ads service set,
 * ADR 295), 'Share this:', the gallery popup,
 * the category link, the sticky sidebar and the blocks below.
 */
export function NewsArticlePage({ variant }: { variant: NewsVariant }) {
  const data = useLoaderData<NewsArticleData>();
  const { article, shareUrl } = data;
  const { site_name: siteName, search_ads: searchAds } = useSiteConfig();
  const { showsWebOnlyBlocks } = useShellFlags();
  const ads = pageAds(article, variant, searchAds);
  // After hydration: the service fills or collapses every slot of this article (and the shell's top banner).
  useEffect(() => {
    if (searchAds) requestSearchAds(window, searchAds);
  }, [searchAds, article.title_slug]);
  const links = shareLinks({ url: shareUrl, title: article.title, siteName });
  return (
    <NewsLayout variant={variant} sidebar={<NewsAside trending={data.trending} handpicked={data.handpicked} adQuery={ads.sidebar} />}>
      <article className={styles.article}>
        <ArticleHeader article={article} siteName={siteName} share={showsWebOnlyBlocks ? <SharePanel links={links} url={shareUrl} /> : undefined} />
        <ArticleHero article={article} variant={variant} />
        <ArticleGallery title={article.title} images={data.galleryImages} />
        <ArticleContent blocks={article.content} ads={ads} />
        <AdSlot kind="post" name="post" query={ads.post} />
        {showsWebOnlyBlocks && <ShareThis links={links} url={shareUrl} />}
        {article.category_data && <ArticleCategoryLink category={article.category_data} />}
      </article>
      <NewsBelow categoryBlocks={data.categoryBlocks} alsoRead={data.alsoRead} featured={data.featured} recent={data.recent} />
    </NewsLayout>
  );
}
