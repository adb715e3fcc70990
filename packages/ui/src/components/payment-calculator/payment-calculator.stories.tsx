import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { PaymentCalculator } from "./payment-calculator.js";

const meta = {
  title: "Listing/PaymentCalculator",
  component: PaymentCalculator,
  args: { price: 25000 },
} satisfies Meta<typeof PaymentCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §9's terms: the card's 'Est. $339/mo'. */
export const SpecDefaults: Story = {};

/** $5,000 down over 60 months (issue #26.15). */
export const WithDownPayment: Story = {
  play: async ({ canvas }) => {
    const down = canvas.getByLabelText("Down payment ($)");
    await userEvent.clear(down);
    await userEvent.type(down, "5000");
    await userEvent.selectOptions(canvas.getByLabelText("Term"), "60");
    await expect(canvas.getByRole("status")).toHaveTextContent("$367/mo for 60 months");
  },
};
