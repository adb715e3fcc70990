import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "./button.js";

const meta = {
  title: "Shell/Button",
  component: Button,
  args: { children: "Check Availability", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Check Availability" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
      <Button {...args} />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="ghost" />
      <Button {...args} disabled />
      <Button {...args} loading />
      <Button {...args} fullWidth />
    </div>
  ),
};
