import type { Meta, StoryObj } from "@storybook/react-vite";
import { ARTICLE } from "../news-card/fixtures.js";
import { ArticleHero } from "./article-hero.js";

const meta = {
  title: "News/ArticleHero",
  component: ArticleHero,
  args: { article: ARTICLE, variant: "desktop" },
  argTypes: { variant: { control: "inline-radio", options: ["mobile", "desktop"] } },
} satisfies Meta<typeof ArticleHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 881x500, content_hero_image after the image (above_excerpt 0). */
export const Desktop: Story = {};
/** 350x195. */
export const Mobile: Story = { args: { variant: "mobile" } };
/** above_excerpt 1: content_hero_image above the image. */
export const ContentAbove: Story = { args: { article: { ...ARTICLE, above_excerpt: 1 } } };
/** No hero: the featured image stands in (§2.8). */
export const WithoutHero: Story = { args: { article: { ...ARTICLE, hero_image: undefined, featured_image: ARTICLE.thumbnail_image } } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 32 }}>
      <ArticleHero article={ARTICLE} variant="desktop" />
      <ArticleHero article={{ ...ARTICLE, above_excerpt: 1 }} variant="mobile" />
      <ArticleHero article={{ ...ARTICLE, hero_image: undefined, featured_image: ARTICLE.thumbnail_image }} variant="mobile" />
    </div>
  ),
};
