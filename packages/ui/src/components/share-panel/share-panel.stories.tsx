import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { shareLinks } from "@carmarket/news";
import { SharePanel } from "./share-panel.js";

const ARTICLE_URL = "https://carmarket.example/news/2024-toyota-camry-first-drive";
const LINKS = shareLinks({ url: ARTICLE_URL, title: "2024 Toyota Camry first drive", siteName: "Car Market" });

const meta = {
  title: "News/SharePanel",
  component: SharePanel,
  args: { links: LINKS, url: ARTICLE_URL, defaultExpanded: false },
} satisfies Meta<typeof SharePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: the first three links hidden (§2.8). */
export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultExpanded: true } };

/** Expand with the float button, then copy the link: 'Link Copied!' (§8). */
export const ExpandAndCopy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: "Show share options" }));
    await expect(canvas.getAllByRole("link")).toHaveLength(3);
    // The headless test browser may refuse clipboard access; stub it so the story checks our code only.
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.resolve() }, configurable: true });
    await userEvent.click(canvas.getByRole("button", { name: "Copy Link" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Link Copied!"));
  },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <SharePanel {...args} />
      <SharePanel {...args} defaultExpanded />
    </div>
  ),
};
