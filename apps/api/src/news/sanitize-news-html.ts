import sanitizeHtml from "sanitize-html";

/** Hosts whose players may be embedded in an article (the only iframes kept). */
export const VIDEO_EMBED_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "blockquote",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "div",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    iframe: ["src", "width", "height", "title", "allow", "allowfullscreen", "frameborder"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_EMBED_HOSTS],
  // Dropped elements lose their text too (a <script> body must not reappear as text).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe"],
  disallowedTagsMode: "discard",
  transformTags: {
    // New-window links must not hand the opener to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/**
 * Cleans CMS HTML before it reaches any page: keeps formatting, links, images and video embeds from
 * {@link VIDEO_EMBED_HOSTS}; removes scripts, styles, event handlers, `javascript:`/`data:` URLs and any other iframe.
 */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const HERO_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: { ...OPTIONS.allowedAttributes, img: ["src", "alt", "title", "width", "height", "loading", "fetchpriority"] },
  transformTags: {
    ...OPTIONS.transformTags,
    // The hero is the page's largest picture (its LCP): fetched first, never lazily.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "eager", fetchpriority: "high" } }),
  },
};

/** {@link sanitizeNewsHtml} for `content_hero_image` (§3): its pictures are the top of the page, so they load first. */
export function sanitizeNewsHeroHtml(html: string): string {
  return sanitizeHtml(html, HERO_OPTIONS);
}
