import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { SaveButton } from "./save-button.js";

const meta = {
  title: "Listing/SaveButton",
  component: SaveButton,
  args: { saved: false, count: 12, carName: "2021 Honda Civic EX", onToggle: fn() },
} satisfies Meta<typeof SaveButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {};
export const Saved: Story = { args: { saved: true, count: 13 } };
export const Saving: Story = { args: { saving: true } };
export const WithoutCount: Story = { args: { count: undefined } };

/** §4: tapping toggles saved and moves the count by one. */
export const Toggle: Story = {
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return <SaveButton {...args} saved={saved} count={12 + (saved ? 1 : 0)} onToggle={() => setSaved(!saved)} />;
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Save 2021 Honda Civic EX, saved by 12" });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName("Remove 2021 Honda Civic EX from saved cars, saved by 13");
    await expect(button).toHaveTextContent("13");
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8 }}>
      <SaveButton {...args} />
      <SaveButton {...args} saved count={13} />
      <SaveButton {...args} saving />
      <SaveButton {...args} saved count={13} pending />
    </div>
  ),
};
