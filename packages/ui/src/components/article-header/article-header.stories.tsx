import { shareLinks } from "@carmarket/news";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ARTICLE } from "../news-card/fixtures.js";
import { SharePanel } from "../share-panel/share-panel.js";
import { ArticleHeader } from "./article-header.js";

const URL_OF_ARTICLE = "https://carmarket.example/news/article-1";
const SHARE = <SharePanel links={shareLinks({ url: URL_OF_ARTICLE, title: ARTICLE.title, siteName: "Car Market" })} url={URL_OF_ARTICLE} />;

const meta = {
  title: "News/ArticleHeader",
  component: ArticleHeader,
  args: { article: ARTICLE, siteName: "Car Market" },
} satisfies Meta<typeof ArticleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Author: Story = {};
export const WithShareButtons: Story = { args: { share: SHARE } };
/** Deleted author: 'Editorial' under the site name, linking to /about-us (§2.8). */
export const DeletedAuthor: Story = { args: { article: { ...ARTICLE, author_is_deleted: 1 } } };
export const LongTitle: Story = {
  args: { article: { ...ARTICLE, title: `${ARTICLE.title}, and what the new hybrid system means for fuel economy, towing and resale value` } },
};
export const NoExcerpt: Story = { args: { article: { ...ARTICLE, excerpt: undefined } } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // Inside <article>, as on the article page, the header is not a page banner.
  render: (args) => (
    <div style={{ display: "grid", gap: 40 }}>
      <article>
        <ArticleHeader {...args} share={SHARE} />
      </article>
      <article>
        <ArticleHeader {...args} article={{ ...ARTICLE, author_is_deleted: 1 }} />
      </article>
    </div>
  ),
};
