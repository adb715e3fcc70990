export { ArticleCategoryLink, NewsBlock, NewsCategoryBlock } from "./news-block.js";
export type { ArticleCategoryLinkProps, NewsBlockProps, NewsCategoryBlockProps } from "./news-block.js";
