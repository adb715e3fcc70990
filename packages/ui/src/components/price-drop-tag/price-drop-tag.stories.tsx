import type { Meta, StoryObj } from "@storybook/react-vite";
import { priceDrop } from "@carmarket/pricing";
import { PriceDropTag } from "./price-drop-tag.js";

const meta = {
  title: "Listing/PriceDropTag",
  component: PriceDropTag,
  args: { drop: priceDrop(18900, 20000) },
} satisfies Meta<typeof PriceDropTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnACard: Story = {};
export const SinceSaved: Story = { args: { since: "since you saved it" } };
