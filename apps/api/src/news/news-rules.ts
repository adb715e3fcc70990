/** Slug of the virtual category that lists every article, newest first (§2.8 "Latest News"). */
export { LATEST_NEWS_SLUG } from "@carmarket/news";

/** Articles per page of GET /news/category/{slug}. */
export const NEWS_PAGE_SIZE = 12;

/** Sections of the sidebar lists (§2.8 Trending News, Handpicked News). */
export const NEWS_SECTIONS = { trending: "trending", handpicked: "handpicked" } as const;
