import type { Meta, StoryObj } from "@storybook/react-vite";
import { OfflineBanner } from "./offline-banner.js";

const meta = {
  title: "Shell/OfflineBanner",
  component: OfflineBanner,
  args: { offline: true },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
export const Online: Story = { args: { offline: false } };
