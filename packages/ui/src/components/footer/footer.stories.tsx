import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FooterZipForm } from "../footer-zip-form/footer-zip-form.js";
import { Footer } from "./footer.js";

const meta = {
  title: "Shell/Footer",
  component: Footer,
  args: {
    columns: [
      {
        title: "Shop",
        links: [
          { label: "Used Cars", href: "/used-cars" },
          { label: "New Cars", href: "/new-cars" },
          { label: "Certified Cars", href: "/certified-cars" },
        ],
      },
      { title: "Research", links: [{ label: "News", href: "/news" }] },
      { title: "Company", links: [{ label: "About Us", href: "/about-us" }] },
    ],
    legal: "© 2024 CarMarket",
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithZipForm: Story = { args: { children: <FooterZipForm zipcode="97201" onSubmit={fn()} /> } };
