import type { Meta, StoryObj } from "@storybook/react-vite";
import { priceRangeBar } from "@carmarket/pricing";
import { PriceRangeBar } from "./price-range-bar.js";

const meta = {
  title: "Listing/PriceRangeBar",
  component: PriceRangeBar,
  args: { bar: priceRangeBar({ price: 18000, expectedPrice: 20000, comparableLow: 16000, comparableHigh: 26000 })! },
} satisfies Meta<typeof PriceRangeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoodDeal: Story = {};
export const Overpriced: Story = { args: { bar: priceRangeBar({ price: 24500, expectedPrice: 20000, comparableLow: 17000, comparableHigh: 23000 })! } };
export const NoComparables: Story = { args: { bar: priceRangeBar({ price: 20100, expectedPrice: 20000 })! } };
