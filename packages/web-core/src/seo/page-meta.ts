import type { MetaDescriptor } from "react-router";
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
  /** schema.org objects, each rendered as one JSON-LD script. */
  jsonLd?: readonly Record<string, unknown>[];
}

/** Title, meta description, canonical link and JSON-LD as React Router `meta` descriptors. */
export function pageMeta({ title, description, canonical, jsonLd = [] }: PageMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: metaDescription(description) },
    { tagName: "link", rel: "canonical", href: canonical },
    ...jsonLd.map((item) => ({ "script:ld+json": item })),
  ];
}

/** A route match as React Router's `meta` receives it. */
interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The site name from the root loader's site config, for titles and JSON-LD; the default name without it. */
export function siteNameOf(matches: readonly (MetaMatch | undefined)[], fallback = "CarMarket"): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteConfig?: { site_name?: string } } | undefined;
  return root?.siteConfig?.site_name || fallback;
}
