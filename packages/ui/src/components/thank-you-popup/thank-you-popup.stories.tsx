import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ThankYouPopup } from "./thank-you-popup.js";

const meta = {
  title: "Lead/ThankYouPopup",
  component: ThankYouPopup,
  args: { open: true, onOpenChange: fn(), dealerName: "Portland Honda" },
} satisfies Meta<typeof ThankYouPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutDealerName: Story = { args: { dealerName: undefined } };
/** 300 px wide below 500 px (§9). */
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
