import { XMLBuilder } from "fast-xml-parser";
import { EDITORIAL_LABEL, type NewsItem } from "@carmarket/news";

// processEntities escapes &, <, >, quotes in text and attributes, so titles cannot break the XML.
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  processEntities: true,
  format: true,
  suppressEmptyNode: true,
  // Otherwise isPermaLink="true" is written as a bare attribute, which is not XML.
  suppressBooleanAttributes: false,
});
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface RssChannel {
  title: string;
  description: string;
  /** Public origin, e.g. https://www.example.com (no trailing slash). */
  origin: string;
}

/** An RSS 2.0 document of `items`, newest first; article links use the §2.1 path /news/{title}. */
export function newsRssXml(channel: RssChannel, items: readonly NewsItem[]): string {
  const newest = items[0]?.updated_at;
  return (
    DECLARATION +
    builder.build({
      rss: {
        "@_version": "2.0",
        "@_xmlns:atom": "http://www.w3.org/2005/Atom",
        "@_xmlns:dc": "http://purl.org/dc/elements/1.1/",
        channel: {
          title: channel.title,
          link: `${channel.origin}/news`,
          description: channel.description,
          language: "en-us",
          // The feed's public address is the site-root copy apps/server serves (site-feeds.ts).
          "atom:link": { "@_href": `${channel.origin}/news/rss.xml`, "@_rel": "self", "@_type": "application/rss+xml" },
          ...(newest ? { lastBuildDate: new Date(newest).toUTCString() } : {}),
          item: items.map((item) => {
            const link = `${channel.origin}/news/${item.title_slug}`;
            return {
              title: item.title,
              link,
              guid: { "@_isPermaLink": "true", "#text": link },
              description: item.excerpt ?? "",
              ...(item.category_data ? { category: item.category_data.name } : {}),
              // §2.8, §6: a deleted author is credited as 'Editorial'.
              "dc:creator": item.author_is_deleted === 1 ? EDITORIAL_LABEL : (item.author_name ?? EDITORIAL_LABEL),
              ...(item.updated_at ? { pubDate: new Date(item.updated_at).toUTCString() } : {}),
            };
          }),
        },
      },
    })
  );
}

/** One page of the sitemap. */
export interface SitemapEntry {
  /** Site path starting with '/'. */
  path: string;
  lastmod?: Date | undefined;
}

/** sitemaps.org: one sitemap file holds at most 50,000 URLs (and 50 MB, which our short paths stay far below). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Site path of child sitemap `page` (from 1) of a sitemap index. */
function childSitemapPath(page: number): string {
  return `/sitemap-${page}.xml`;
}

/**
 * The document at /sitemap.xml: a urlset while every entry fits one file, otherwise a sitemap index
 * of the numbered child sitemaps (issue #15), each served by `childSitemapXml`.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  if (entries.length <= SITEMAP_URL_LIMIT) return urlsetXml(origin, entries);
  const pages = Math.ceil(entries.length / SITEMAP_URL_LIMIT);
  return (
    DECLARATION +
    builder.build({
      sitemapindex: {
        "@_xmlns": SITEMAP_NAMESPACE,
        sitemap: Array.from({ length: pages }, (_, index) => ({ loc: origin + childSitemapPath(index + 1) })),
      },
    })
  );
}

/** Child sitemap `page` (from 1) of the index `sitemapXml` writes, or null when the index has no such page. */
export function childSitemapXml(origin: string, entries: readonly SitemapEntry[], page: number): string | null {
  const pages = entries.length > SITEMAP_URL_LIMIT ? Math.ceil(entries.length / SITEMAP_URL_LIMIT) : 0;
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return urlsetXml(origin, entries.slice((page - 1) * SITEMAP_URL_LIMIT, page * SITEMAP_URL_LIMIT));
}

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  return (
    DECLARATION +
    builder.build({
      urlset: {
        "@_xmlns": SITEMAP_NAMESPACE,
        url: entries.map((entry) => ({
          loc: origin + entry.path,
          ...(entry.lastmod ? { lastmod: entry.lastmod.toISOString().slice(0, 10) } : {}),
        })),
      },
    })
  );
}
