import type { Meta, StoryObj } from "@storybook/react-vite";
import { Breadcrumbs } from "./breadcrumbs.js";

const meta = {
  title: "Shell/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    items: [
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/used-cars" },
      { label: "Honda", href: "/used-cars/honda" },
      { label: "2021 Honda Civic EX" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTrail: Story = {
  args: {
    items: [
      { label: "Home", href: "/" },
      { label: "News", href: "/news" },
      { label: "Latest News", href: "/news/category/latest-news" },
      { label: "The 2024 Mercedes-Benz GLE 450 4MATIC SUV is the best luxury SUV for families this year" },
    ],
  },
};
