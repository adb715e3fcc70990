import type { Meta, StoryObj } from "@storybook/react-vite";
import { ScrollToTop } from "./scroll-to-top.js";

const meta = {
  title: "Shell/ScrollToTop",
  component: ScrollToTop,
  args: { threshold: 0 },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Threshold 0 so the button shows without scrolling. */
export const Visible: Story = {};
/** Hidden until the page is scrolled 600 px. */
export const HiddenAtTop: Story = { args: { threshold: 600 } };
