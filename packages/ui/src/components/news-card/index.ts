export { NewsCard } from "./news-card.js";
export type { NewsCardProps, NewsCardVariant } from "./news-card.js";
