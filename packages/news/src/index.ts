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
