/** Confirmation after copying the article link (§2.8, §8). */
export const LINK_COPIED_MESSAGE = "Link Copied!";

/** Share targets of the article page (§2.8). */
export type ShareNetwork = "facebook" | "twitter" | "linkedin";

/** One share link. */
export interface ShareLink {
  /** Target network. */
  network: ShareNetwork;
  /** Accessible name, e.g. 'Share on Facebook'. */
  label: string;
  /** Share URL (open in a new window). */
  href: string;
}

/** Input of {@link shareLinks}. */
export interface ShareInput {
  /** Absolute article URL (`newsShareUrl` in @carmarket/routes). */
  url: string;
  /** Article title; used as the preset tweet text. */
  title: string;
  /** Site name; becomes the tweet hashtag with spaces and punctuation removed. */
  siteName: string;
}

/**
 * Facebook, Twitter (preset text = the title, hashtag = the site name) and LinkedIn share links
 * (§2.8), in that order.
 */
export function shareLinks({ url, title, siteName }: ShareInput): ShareLink[] {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const hashtag = siteName.replace(/[^\p{L}\p{N}_]/gu, "");
  return [
    { network: "facebook", label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}` },
    {
      network: "twitter",
      label: "Share on Twitter",
      href: `https://twitter.com/intent/tweet?${query({ text: title, url, ...(hashtag ? { hashtags: hashtag } : {}) })}`,
    },
    { network: "linkedin", label: "Share on LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}` },
  ];
}

/** Items of the floating share panel: the three share links, then copy link. */
export const SHARE_PANEL_ITEMS = ["facebook", "twitter", "linkedin", "copy-link"] as const;

/** One share panel item. */
export type SharePanelItem = (typeof SHARE_PANEL_ITEMS)[number];

/** Panel items visible (§2.8): collapsed hides the first three share links; expanded shows all. */
export function visibleSharePanelItems(collapsed: boolean): SharePanelItem[] {
  return SHARE_PANEL_ITEMS.slice(collapsed ? 3 : 0);
}
