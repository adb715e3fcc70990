import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdSlot } from "./ad-slot.js";

const meta = {
  title: "News/AdSlot",
  component: AdSlot,
  args: { kind: "in-content", query: "toyota camry lease" },
  argTypes: { kind: { control: "inline-radio", options: ["in-content", "post", "sidebar"] } },
} satisfies Meta<typeof AdSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 824x400 (374.4 px wide on mobile). */
export const InContent: Story = {};
/** 1139x255. */
export const Post: Story = { args: { kind: "post" } };
/** 320 wide, 2500 high. */
export const Sidebar: Story = { args: { kind: "sidebar" } };
/** A blank query renders nothing (§5). */
export const EmptyQuery: Story = { args: { query: "   " } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <AdSlot kind="in-content" query="toyota camry lease" />
      <AdSlot kind="post" query="hybrid sedans" />
      <AdSlot kind="post" query=" " />
    </div>
  ),
};
