import { previewImage } from "../../seo/preview-image.js";

/** What the loader says about a page for search engines and link previews; `seoMeta` turns it into tags. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** The page's picture for link previews, shown as its 1200×630 raster; the site's own when none. */
  image?: string;
  /** JSON-LD documents (schema.org). */
  jsonLd: Record<string, unknown>[];
}

/** Title, description, canonical link, Open Graph and Twitter card tags and JSON-LD of one page. */
export function seoMeta(seo: PageSeo | undefined) {
  if (seo === undefined) return [];
  const preview = previewImage(seo.image, seo.canonical);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "CarMarket" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { property: "og:image", content: preview },
    { name: "twitter:image", content: preview },
    ...seo.jsonLd.map((document) => ({ "script:ld+json": document })),
  ];
}
