import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Accordion } from "./accordion.js";

const meta = {
  title: "Shell/Accordion",
  component: Accordion,
  args: {
    items: [
      { value: "overview", title: "Vehicle Overview", content: <p>Automatic, FWD, 4 cylinders.</p> },
      { value: "history", title: "Vehicle History", content: <p>1 owner, no accidents.</p> },
      { value: "features", title: "Key Features", content: <p>Sunroof, heated seats.</p> },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Vehicle History" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
  },
};
export const FirstOpen: Story = { args: { defaultOpen: ["overview"] } };
export const SingleOpen: Story = { args: { type: "single", defaultOpen: ["history"] } };
