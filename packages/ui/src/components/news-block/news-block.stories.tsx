import { NEWS_HEADINGS, categoryBlock } from "@carmarket/news";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { LATEST, REVIEWS, newsItems } from "../news-card/fixtures.js";
import { ArticleCategoryLink, NewsBlock, NewsCategoryBlock } from "./news-block.js";

const meta = {
  title: "News/NewsBlock",
  component: NewsBlock,
  args: { heading: NEWS_HEADINGS.alsoRead, items: newsItems(4), variant: "compact" },
  argTypes: { variant: { control: "inline-radio", options: ["list", "compact"] } },
} satisfies Meta<typeof NewsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlsoRead: Story = {};
export const FeaturedNewsList: Story = { args: { heading: NEWS_HEADINGS.featuredNews, variant: "list", items: newsItems(3) } };
/** 'More in Latest News', skipping the first four articles (§2.8). */
export const LatestNewsCategory: Story = { render: () => <NewsCategoryBlock block={categoryBlock("Latest News", newsItems(7, LATEST))} /> };
export const OtherCategory: Story = { render: () => <NewsCategoryBlock block={categoryBlock("Car Reviews", newsItems(3, REVIEWS))} /> };
/** 'Show all in {category} >' under an article. */
export const CategoryLink: Story = { render: () => <ArticleCategoryLink category={REVIEWS} /> };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 40 }}>
      <NewsBlock heading={NEWS_HEADINGS.moreArticles} items={newsItems(3)} />
      <NewsCategoryBlock block={categoryBlock("Latest News", newsItems(7, LATEST))} />
      <NewsCategoryBlock block={categoryBlock("Car Reviews", newsItems(3, REVIEWS))} variant="list" />
      <ArticleCategoryLink category={REVIEWS} />
    </div>
  ),
};
