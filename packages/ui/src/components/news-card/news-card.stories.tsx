import type { Meta, StoryObj } from "@storybook/react-vite";
import { newsItems } from "./fixtures.js";
import { NewsCard } from "./news-card.js";

const [SHORT, LONG] = [newsItems(3)[2]!, newsItems(2)[1]!];

const meta = {
  title: "News/NewsCard",
  component: NewsCard,
  args: { item: SHORT, variant: "list", headingLevel: 3 },
  argTypes: { variant: { control: "inline-radio", options: ["list", "compact"] } },
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
/** Title over 64 characters: cut with ' ...'; excerpt cut at 230 (§5). */
export const ListLongTitle: Story = { args: { item: LONG } };
export const Compact: Story = { args: { variant: "compact" } };
/** Compact: title cut at 70. */
export const CompactLongTitle: Story = { args: { item: LONG, variant: "compact" } };
export const NoImage: Story = { args: { item: { ...SHORT, thumbnail_image: undefined } } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <NewsCard item={SHORT} />
      <NewsCard item={LONG} />
      <div style={{ display: "flex", gap: 16 }}>
        <NewsCard item={SHORT} variant="compact" />
        <NewsCard item={LONG} variant="compact" />
        <NewsCard item={{ ...SHORT, thumbnail_image: undefined }} variant="compact" />
      </div>
    </div>
  ),
};
