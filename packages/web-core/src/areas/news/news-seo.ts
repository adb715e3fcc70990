import type { MetaDescriptor } from "react-router";
import { NEWS_BASE_PATH } from "@carmarket/routes";
import { previewImage } from "../../seo/preview-image.js";
import { metaDescription } from "../../seo/seo.js";

/** Where the RSS feed of the latest news is served (apps/server `site-feeds.ts`). */
export const NEWS_RSS_PATH = "/news/rss.xml";

/** What every news page tells search engines and link previews. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute URL of the page without its query (app/isapp/view variants are the same page). */
  canonical: string;
  siteName: string;
  /** The page's picture for link previews, shown as its 1200×630 raster; the site's own when none. */
  image?: string | undefined;
  /** Open Graph type: `article` for an article, `website` otherwise. */
  type: "article" | "website";
  /** Schema.org documents, each rendered as one `application/ld+json` script. */
  jsonLd?: readonly object[];
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags, the RSS link and JSON-LD of
 * one page, as React Router meta descriptors.
 */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const description = metaDescription(seo.description);
  const preview = previewImage(seo.image, seo.canonical);
  return [
    { title: seo.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${seo.siteName} News`, href: NEWS_RSS_PATH },
    { property: "og:type", content: seo.type },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: description },
    { property: "og:url", content: seo.canonical },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: description },
    { property: "og:image", content: preview },
    { name: "twitter:image", content: preview },
    ...(seo.jsonLd ?? []).map((document) => ({ "script:ld+json": document })),
  ];
}

/** One step of a breadcrumb trail; the last one is the page itself. */
export interface Crumb {
  name: string;
  /** Site path starting with '/'. */
  path: string;
}

/** The site's trail to every news page: Home › News › … */
export function newsTrail(...rest: Crumb[]): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: "News", path: NEWS_BASE_PATH }, ...rest];
}

/** Schema.org BreadcrumbList of `trail` under `origin`. */
export function breadcrumbJsonLd(origin: string, trail: readonly Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: origin + crumb.path })),
  };
}

/** What {@link newsArticleJsonLd} describes. */
export interface ArticleLd {
  url: string;
  headline: string;
  description: string;
  /** Absolute image URLs, the hero first. */
  images: readonly string[];
  datePublished: string | undefined;
  /** The byline: a person, or the site itself for an 'Editorial' article (§2.8). */
  author: { kind: "person"; name: string; url?: string | undefined } | { kind: "organization"; name: string; url: string };
  siteName: string;
  origin: string;
}

/** Schema.org NewsArticle with its author, publication date and images. */
export function newsArticleJsonLd(article: ArticleLd): object {
  const { author } = article;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": article.url },
    url: article.url,
    headline: article.headline,
    description: article.description,
    image: article.images.map((image) => previewImage(image, article.origin)),
    ...(article.datePublished ? { datePublished: article.datePublished, dateModified: article.datePublished } : {}),
    author: {
      "@type": author.kind === "person" ? "Person" : "Organization",
      name: author.name,
      ...(author.url ? { url: author.url } : {}),
    },
    publisher: { "@type": "Organization", name: article.siteName, url: article.origin },
  };
}

/** An absolute URL for a site path or an already absolute URL. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).href;
}
