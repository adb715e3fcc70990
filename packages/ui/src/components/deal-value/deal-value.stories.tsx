import type { Meta, StoryObj } from "@storybook/react-vite";
import { DealValue } from "./deal-value.js";

const meta = {
  title: "Listing/DealValue",
  component: DealValue,
  args: { price: 19750, expectedPrice: 21000 },
} satisfies Meta<typeof DealValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BelowMarket: Story = {};
export const AboveMarket: Story = { args: { price: 22500 } };
export const AtMarket: Story = { args: { price: 21000 } };
export const NoMarketValue: Story = { args: { expectedPrice: undefined } };

export const AllStates: Story = {
  render: () => (
    <div>
      <DealValue price={19750} expectedPrice={21000} />
      <DealValue price={22500} expectedPrice={21000} />
      <DealValue price={21000} expectedPrice={21000} />
    </div>
  ),
};
