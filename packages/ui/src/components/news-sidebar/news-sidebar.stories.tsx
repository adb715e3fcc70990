import { articleAds } from "@carmarket/news";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ARTICLE, REVIEWS, newsItems } from "../news-card/fixtures.js";
import { NewsSidebar } from "./news-sidebar.js";

const ITEMS = newsItems(6);

const meta = {
  title: "News/NewsSidebar",
  component: NewsSidebar,
  args: { trending: ITEMS, handpicked: { news_data: ITEMS.slice(2, 5), category_data: REVIEWS } },
} satisfies Meta<typeof NewsSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trending News and Handpicked News (titles cut at 45, §5). */
export const Lists: Story = {};
/** The article's sidebar ad query is filled: the search-ads box instead (§2.8, §4). */
export const SearchAds: Story = { args: { adQuery: articleAds(ARTICLE, "desktop").sidebar } };
export const TrendingOnly: Story = { args: { handpicked: undefined } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // Two sidebars side by side repeat one landmark; a page has one.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <div style={{ display: "flex", gap: 32, alignItems: "start" }}>
      <NewsSidebar {...args} />
      <NewsSidebar trending={ITEMS} />
      <NewsSidebar adQuery="toyota camry" />
    </div>
  ),
};
