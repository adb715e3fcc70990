import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PromptBar } from "./prompt-bar.js";

const meta = {
  title: "Shell/PromptBar",
  component: PromptBar,
  args: {
    label: "Install CarMarket",
    children: "Keep CarMarket on your home screen: your saved cars open even without a connection.",
    action: { label: "Install", onClick: fn() },
    dismissLabel: "Not now",
    onDismiss: fn(),
  },
} satisfies Meta<typeof PromptBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The install offer (issue #28.1). */
export const Install: Story = {};
/** A new version is ready (issue #28.2). */
export const Update: Story = {
  args: { label: "New version", children: "A new version of CarMarket is ready.", action: { label: "Reload", onClick: fn() }, dismissLabel: "Later" },
};
/** Only informs: the iOS steps, which no button can start. */
export const WithoutAction: Story = {
  args: { children: "To install CarMarket, tap Share, then Add to Home Screen.", action: undefined, dismissLabel: "Got it" },
};
