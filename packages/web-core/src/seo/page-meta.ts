import type { MetaDescriptor } from "react-router";
import { previewImage } from "./preview-image.js";
import { metaDescription } from "./seo.js";

/** The page's canonical URL: the request's origin and path, without query or hash. */
export function canonicalUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
}

/** What every page states about itself in its head. */
export interface PageMetaInput {
  title: string;
  description: string;
  /** Absolute URL (see {@link canonicalUrl}). */
  canonical: string;
  /** The page's picture for link previews (Open Graph, Twitter card), shown as its 1200×630 raster; the site's own when none. */
  image?: string | undefined;
  /** schema.org objects, each rendered as one JSON-LD script. */
  jsonLd?: readonly object[];
}

/** Title, meta description, canonical link, Open Graph and Twitter card tags and JSON-LD as React Router `meta` descriptors. */
export function pageMeta({ title, description: text, canonical, image, jsonLd = [] }: PageMetaInput): MetaDescriptor[] {
  const description = metaDescription(text);
  const preview = previewImage(image, canonical);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    // Link previews on social sites and chat apps read these, not the title and description (issue #15).
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { property: "og:image", content: preview },
    { name: "twitter:image", content: preview },
    ...jsonLd.map((item) => ({ "script:ld+json": item })),
  ];
}

/** A route match as React Router's `meta` receives it. */
export interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The site name from the root loader's site config, for titles and JSON-LD; the default name without it. */
export function siteNameOf(matches: readonly (MetaMatch | undefined)[], fallback = "CarMarket"): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteConfig?: { site_name?: string } } | undefined;
  return root?.siteConfig?.site_name || fallback;
}

/** The origin canonical URLs use, from the root loader (PUBLIC_ORIGIN, else the request's); the default port's before it ran. */
export function originOf(matches: readonly (MetaMatch | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin || "http://localhost:3000";
}
