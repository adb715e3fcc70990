import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { AppDownloadBanner } from "./app-download-banner.js";

const meta = {
  title: "Shell/AppDownloadBanner",
  component: AppDownloadBanner,
  args: { href: "https://play.google.com/store/apps/details?id=com.carmarket", onDismiss: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppDownloadBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
