import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppPromotion } from "./app-promotion.js";

const meta = {
  title: "Shell/AppPromotion",
  component: AppPromotion,
  args: {
    googlePlayHref: "https://play.google.com/store/apps/details?id=com.carmarket",
    appStoreHref: "https://apps.apple.com/app/carmarket/id000000000",
  },
} satisfies Meta<typeof AppPromotion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
