import { dealRating } from "@carmarket/pricing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DealBadge } from "./deal-badge.js";

const meta = {
  title: "Listing/DealBadge",
  component: DealBadge,
  args: { rating: dealRating(18000, 20000) },
} satisfies Meta<typeof DealBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExcellentDeal: Story = {};
export const GoodDeal: Story = { args: { rating: dealRating(19000, 20000) } };
export const FairDeal: Story = { args: { rating: dealRating(20000, 20000) } };
export const BadDeal: Story = { args: { rating: dealRating(21500, 20000) } };
export const Overpriced: Story = { args: { rating: dealRating(30000, 20000) } };

/** All §9 labels side by side. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      {[17000, 19000, 20000, 21500, 30000].map((price) => (
        <DealBadge key={price} rating={dealRating(price, 20000)} />
      ))}
    </div>
  ),
};
