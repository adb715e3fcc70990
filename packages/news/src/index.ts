export type {
  AboveExcerptFlag,
  AuthorDeletedFlag,
  CategoryData,
  HandpickedGroup,
  NewsArticle,
  NewsContentBlock,
  NewsImage,
  NewsItem,
  NewsPageData,
} from "./types.js";
export { TRUNCATION, truncateNewsText } from "./truncate.js";
export type { TruncationKind, TruncationRule } from "./truncate.js";
export { NEWS_DATE_FORMAT, formatNewsDate } from "./news-date.js";
export { EDITORIAL_LABEL, authorByline } from "./author.js";
export type { AuthorByline, AuthorFields } from "./author.js";
export {
  EXCLUDED_ARTICLE_SLUG,
  LATEST_NEWS_CATEGORY,
  LATEST_NEWS_SKIP,
  LATEST_NEWS_SLUG,
  NEWS_HEADINGS,
  articleCategoryLink,
  categoryBlock,
  categoryBlocks,
  excludeFromNewsLists,
  withoutExcludedArticles,
} from "./news-lists.js";
export type { CategoryBlock } from "./news-lists.js";
export { AD_QUERY_KEYS, AD_SLOT_NAMES, adsActive, articleAds, articleSidebarMode } from "./ads.js";
export { articleGalleryImages } from "./gallery.js";
export type { AdQueryKey, AdVariant } from "./ads.js";
export { heroImage, heroParts } from "./hero.js";
export type { HeroPart } from "./hero.js";
export { LINK_COPIED_MESSAGE, SHARE_PANEL_ITEMS, shareLinks, visibleSharePanelItems } from "./share.js";
export type { ShareInput, ShareLink, ShareNetwork, SharePanelItem } from "./share.js";
