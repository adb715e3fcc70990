import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LeadButton } from "./lead-button.js";

const meta = {
  title: "Lead/LeadButton",
  component: LeadButton,
  args: { contacted: false, onCheckAvailability: fn() },
} satisfies Meta<typeof LeadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckAvailability: Story = {};
export const Contacted: Story = { args: { contacted: true } };
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8 }}>
      <LeadButton {...args} />
      <LeadButton {...args} contacted />
    </div>
  ),
};
