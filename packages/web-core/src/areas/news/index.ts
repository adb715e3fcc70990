// News pages (§2.8): article, news home, category, author and /about-us, with their SEO (meta, JSON-LD).
export {
  loadAbout,
  loadAuthor,
  loadNewsArticle,
  loadNewsCategory,
  loadNewsHome,
  type AboutData,
  type AuthorData,
  type NewsArticleData,
  type NewsCategoryData,
  type NewsHomeData,
} from "./load-news.js";
export { aboutMeta, authorMeta, newsArticleMeta, newsCategoryMeta, newsHomeMeta } from "./news-meta.js";
export { NEWS_RSS_PATH } from "./news-seo.js";
export type { NewsVariant } from "./news-layout.js";
export { NewsArticlePage } from "./article-page.js";
export { NewsHomePage } from "./news-home-page.js";
export { NewsCategoryPage } from "./category-page.js";
export { AuthorPage } from "./author-page.js";
export { AboutPage } from "./about-page.js";
