export { ArticleContent } from "./article-content.js";
export type { ArticleContentProps } from "./article-content.js";
