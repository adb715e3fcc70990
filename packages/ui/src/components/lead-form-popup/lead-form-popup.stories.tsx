import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LeadFormPopup } from "./lead-form-popup.js";

const meta = {
  title: "Lead/LeadFormPopup",
  component: LeadFormPopup,
  args: {
    open: true,
    onOpenChange: fn(),
    carName: "2021 Honda Civic EX Sedan",
    dealerName: "Portland Honda",
    vin: "1HGCM82633A004352",
    onSubmit: fn(),
  },
} satisfies Meta<typeof LeadFormPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Submitting: Story = {
  args: { submitting: true, initialValues: { name: "Jane Doe", email: "jane@example.com", zip: "97201" } },
};
export const ServerError: Story = { args: { error: "An unknown error occurred. Please try again later." } };
