export { ArticleHeader } from "./article-header.js";
export type { ArticleHeaderProps } from "./article-header.js";
