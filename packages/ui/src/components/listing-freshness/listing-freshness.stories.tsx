import type { Meta, StoryObj } from "@storybook/react-vite";
import { ListingFreshness } from "./listing-freshness.js";

const meta = {
  title: "Vehicle/ListingFreshness",
  component: ListingFreshness,
  args: { daysOnMarket: 12, lastSeenInFeed: "2024-03-05T10:00:00Z" },
} satisfies Meta<typeof ListingFreshness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {};
export const OneDay: Story = { args: { daysOnMarket: 1, lastSeenInFeed: undefined } };
export const FeedOnly: Story = { args: { daysOnMarket: undefined } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <ListingFreshness daysOnMarket={12} lastSeenInFeed="2024-03-05T10:00:00Z" />
      <ListingFreshness daysOnMarket={1} />
      <ListingFreshness lastSeenInFeed="2024-03-05T10:00:00Z" />
    </div>
  ),
};
