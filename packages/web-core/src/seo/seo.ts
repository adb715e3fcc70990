/**
 * The absolute canonical URL of `path` (path plus any query that names the page). The origin is
 * PUBLIC_ORIGIN when the server sets it, else the request's own, so links point where shoppers came.
 * Server-only: call it in loaders.
 */
export function canonicalUrl(request: Request, path: string): string {
  const origin = process.env.PUBLIC_ORIGIN || new URL(request.url).origin;
  return new URL(path, origin).toString();
}

/** Search engines show about 160 characters of a meta description. */
const META_DESCRIPTION_MAX = 160;

/**
 * A meta description of at most 160 characters: longer text is cut at the last word boundary that
 * fits, with '…' (issue #15: article excerpts ran to 233 characters, cut mid-word).
 */
export function metaDescription(text: string): string {
  const characters = Array.from(text.trim());
  if (characters.length <= META_DESCRIPTION_MAX) return text.trim();
  const kept = characters.slice(0, META_DESCRIPTION_MAX).join("");
  const wordEnd = kept.lastIndexOf(" ");
  return `${(wordEnd > 0 ? kept.slice(0, wordEnd) : kept.slice(0, -1)).replace(/[\s,;:.-]+$/, "")}…`;
}

/** schema.org BreadcrumbList of `(name, absolute url)` pairs, home first. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}
