import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdSlot } from "./ad-slot.js";

const meta = {
  title: "News/AdSlot",
  component: AdSlot,
  args: { kind: "in-content", name: "in_content_1", query: "toyota camry lease" },
  argTypes: { kind: { control: "inline-radio", options: ["in-content", "post", "sidebar"] } },
} satisfies Meta<typeof AdSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 824 wide (374.4 px on mobile); empty and without height until the search-ads service fills it. */
export const InContent: Story = {};
/** 1139 wide. */
export const Post: Story = { args: { kind: "post", name: "post" } };
/** 320 wide. */
export const Sidebar: Story = { args: { kind: "sidebar", name: "sidebar" } };
/** A blank query renders nothing (§5). */
export const EmptyQuery: Story = { args: { query: "   " } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <AdSlot kind="in-content" name="in_content_1" query="toyota camry lease" />
      <AdSlot kind="post" name="post" query="hybrid sedans" />
      <AdSlot kind="post" name="post" query=" " />
    </div>
  ),
};
