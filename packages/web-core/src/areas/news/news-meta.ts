import type { MetaDescriptor } from "react-router";
import { ABOUT_PATH, NEWS_BASE_PATH, authorPath, newsArticlePath, newsCategoryPath } from "@carmarket/routes";
import { EDITORIAL_LABEL, heroImage, truncateNewsText } from "@carmarket/news";
import type { RootData } from "../../loaders/root.js";
import { DEFAULT_SITE_CONFIG } from "../../site-config/site-config.js";
import type { AboutData, AuthorData, NewsArticleData, NewsCategoryData, NewsHomeData } from "./load-news.js";
import { absoluteUrl, breadcrumbJsonLd, newsArticleJsonLd, newsTrail, seoMeta } from "./news-seo.js";

/** What the news pages' meta functions read from React Router's meta arguments. */
export interface NewsMetaArgs<T> {
  loaderData: T | undefined;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site name the root loader read (site config), for titles and Open Graph. */
function siteNameOf(matches: NewsMetaArgs<unknown>["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.siteConfig.site_name ?? DEFAULT_SITE_CONFIG.site_name;
}

/** Meta of an article: NewsArticle (author, datePublished, image) and BreadcrumbList JSON-LD. */
export function newsArticleMeta({ loaderData, matches }: NewsMetaArgs<NewsArticleData>): MetaDescriptor[] {
  if (!loaderData) return [];
  const { article, origin } = loaderData;
  const siteName = siteNameOf(matches);
  const url = origin + newsArticlePath(article.title_slug);
  const hero = heroImage(article);
  const images = [hero, ...loaderData.galleryImages.map((image) => image.image_file)].filter((src): src is string => Boolean(src));
  const description = truncateNewsText("excerpt", article.excerpt ?? article.title);
  const category = article.category_data;
  const trail = newsTrail(...(category ? [{ name: category.name, path: newsCategoryPath(category.slug) }] : []), {
    name: article.title,
    path: newsArticlePath(article.title_slug),
  });
  return seoMeta({
    title: `${article.title} | ${siteName}`,
    description,
    canonical: url,
    siteName,
    image: hero && absoluteUrl(origin, hero),
    type: "article",
    jsonLd: [
      newsArticleJsonLd({
        url,
        headline: article.title,
        description,
        images: images.map((src) => absoluteUrl(origin, src)),
        datePublished: article.updated_at,
        // §2.8: a deleted author is credited to the site ('Editorial', linking to /about-us).
        author:
          article.author_is_deleted === 1
            ? { kind: "organization", name: `${siteName} ${EDITORIAL_LABEL}`, url: origin + ABOUT_PATH }
            : { kind: "person", name: article.author_name ?? siteName, url: article.author_name_slug && origin + authorPath(article.author_name_slug) },
        siteName,
        origin,
      }),
      breadcrumbJsonLd(origin, trail),
    ],
  });
}

/** Meta of the news home. */
export function newsHomeMeta({ loaderData, matches }: NewsMetaArgs<NewsHomeData>): MetaDescriptor[] {
  if (!loaderData) return [];
  const siteName = siteNameOf(matches);
  return seoMeta({
    title: `Car News, Reviews and Buying Advice | ${siteName}`,
    description: `The latest car news, reviews, electric vehicle stories and buying advice from the ${siteName} editors.`,
    canonical: loaderData.origin + NEWS_BASE_PATH,
    siteName,
    type: "website",
    jsonLd: [breadcrumbJsonLd(loaderData.origin, newsTrail())],
  });
}

/** The `?page=` suffix of a canonical URL: page 1 has none. */
function pageSuffix(page: number): string {
  return page > 1 ? `?page=${page}` : "";
}

/** Meta of a category page; later pages are their own canonical URLs. */
export function newsCategoryMeta({ loaderData, matches }: NewsMetaArgs<NewsCategoryData>): MetaDescriptor[] {
  if (!loaderData) return [];
  const { category, origin, paging } = loaderData;
  const siteName = siteNameOf(matches);
  const page = paging.page > 1 ? ` (page ${paging.page})` : "";
  return seoMeta({
    title: `${category.name}${page} | ${siteName}`,
    description: `${category.name} from ${siteName}: the newest articles first.`,
    canonical: origin + newsCategoryPath(category.slug) + pageSuffix(paging.page),
    siteName,
    image: [...loaderData.lead, ...loaderData.block.items].map((item) => item.featured_image || item.thumbnail_image).find(Boolean),
    type: "website",
    jsonLd: [breadcrumbJsonLd(origin, newsTrail({ name: category.name, path: newsCategoryPath(category.slug) }))],
  });
}

/** Meta of an author page. */
export function authorMeta({ loaderData, matches }: NewsMetaArgs<AuthorData>): MetaDescriptor[] {
  if (!loaderData) return [];
  const { author, origin, paging } = loaderData;
  const siteName = siteNameOf(matches);
  return seoMeta({
    title: `${author.name}, ${author.designation} | ${siteName}`,
    description: author.bio,
    canonical: origin + authorPath(author.slug) + pageSuffix(paging.page),
    siteName,
    image: author.image ? absoluteUrl(origin, author.image) : undefined,
    type: "website",
    jsonLd: [breadcrumbJsonLd(origin, newsTrail({ name: author.name, path: authorPath(author.slug) }))],
  });
}

/** Meta of /about-us. */
export function aboutMeta({ loaderData, matches }: NewsMetaArgs<AboutData>): MetaDescriptor[] {
  if (!loaderData) return [];
  const { origin } = loaderData;
  const siteName = siteNameOf(matches);
  return seoMeta({
    title: `About ${siteName}`,
    description: `Who makes ${siteName}: the car marketplace and the editorial team behind its news and reviews.`,
    canonical: origin + ABOUT_PATH,
    siteName,
    type: "website",
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: `About ${siteName}`, path: ABOUT_PATH },
      ]),
    ],
  });
}
