import { ABOUT_PATH, authorPath } from "@carmarket/routes";
import type { NewsArticle } from "./types.js";

/** Shown instead of a deleted author's name (§2.8, §6). */
export const EDITORIAL_LABEL = "Editorial";

/** How to render an article's author block (§2.8). */
export interface AuthorByline {
  /** `editorial` for a deleted author, else `author`. */
  kind: "editorial" | "author";
  /** Name line: the author's name, or 'Editorial'. */
  name: string;
  /** Site name shown above 'Editorial' for a deleted author. */
  siteName?: string;
  /** Author's job title, for live authors. */
  designation?: string;
  /** Avatar, for live authors. */
  image?: string;
  /** `/about-us` for editorial, `/author/{slug}` for an author with a slug; absent otherwise. */
  href?: string;
  /** True inside the app (§2.3 query `app` set): render a plain `<a>`, not a client-side link. */
  plainLink: boolean;
}

/** Author fields {@link authorByline} reads. */
export type AuthorFields = Pick<NewsArticle, "author_name" | "author_name_slug" | "author_is_deleted" | "designation" | "author_image">;

/**
 * Author block of an article (§2.8): a deleted author (`author_is_deleted` 1) shows as 'Editorial'
 * under the site name and links to /about-us; otherwise the author's name linking to
 * /author/{slug}. `appMode` (query `app` set, see `isAppMode` in @carmarket/routes) asks for plain links.
 */
export function authorByline(item: AuthorFields, options: { siteName: string; appMode: boolean }): AuthorByline {
  if (item.author_is_deleted === 1) {
    return {
      kind: "editorial",
      name: EDITORIAL_LABEL,
      siteName: options.siteName,
      href: ABOUT_PATH,
      plainLink: options.appMode,
    };
  }
  const slug = item.author_name_slug;
  return {
    kind: "author",
    name: item.author_name ?? "",
    ...(item.designation ? { designation: item.designation } : {}),
    ...(item.author_image ? { image: item.author_image } : {}),
    ...(slug ? { href: authorPath(slug) } : {}),
    plainLink: options.appMode,
  };
}
