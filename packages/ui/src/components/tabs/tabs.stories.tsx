import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Tabs } from "./tabs.js";

const meta = {
  title: "Shell/Tabs",
  component: Tabs,
  args: {
    label: "Single listing",
    items: ["overview", "dealer", "history", "price-history", "specs", "similar"].map((slug) => ({
      value: slug,
      label: slug.replace("-", " "),
      content: <p>The {slug} section.</p>,
    })),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The single-listing tabs of §2.1; arrow keys move between them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "overview" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "dealer" })).toHaveAttribute("aria-selected", "true");
  },
};

export const SecondSelected: Story = { args: { defaultValue: "history" } };
export const TwoTabs: Story = {
  args: {
    items: [
      { value: "a", label: "Brand", content: <p>Brands</p> },
      { value: "b", label: "Body Type", content: <p>Body types</p> },
    ],
  },
};
