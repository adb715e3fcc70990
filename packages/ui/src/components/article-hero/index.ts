export { ArticleHero } from "./article-hero.js";
export type { ArticleHeroProps } from "./article-hero.js";
