import { articleAds } from "@carmarket/news";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ARTICLE } from "../news-card/fixtures.js";
import { ArticleContent } from "./article-content.js";

const meta = {
  title: "News/ArticleContent",
  component: ArticleContent,
  args: { blocks: ARTICLE.content },
} satisfies Meta<typeof ArticleContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutAds: Story = {};
/** Ads active: the filled in-content slot shows after the first block (§4). */
export const WithAds: Story = { args: { ads: articleAds(ARTICLE, "desktop") } };
export const BothInContentAds: Story = {
  args: { ads: articleAds({ is_ads_active: 1, ads_query: JSON.stringify({ in_content_1: "camry lease", in_content_2: "hybrid sedans" }) }, "desktop") },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 40 }}>
      <ArticleContent blocks={ARTICLE.content} />
      <ArticleContent blocks={ARTICLE.content} ads={articleAds(ARTICLE, "desktop")} />
    </div>
  ),
};
