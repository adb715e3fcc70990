import type { Meta, StoryObj } from "@storybook/react-vite";
import { PortraitNotice } from "./portrait-notice.js";

const meta = {
  title: "Shell/PortraitNotice",
  component: PortraitNotice,
  args: { preview: true },
} satisfies Meta<typeof PortraitNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a phone in landscape shows (forced visible here). */
export const Preview: Story = {};
/** In portrait (and on desktop) the notice is hidden. */
export const HiddenInPortrait: Story = { args: { preview: false } };
