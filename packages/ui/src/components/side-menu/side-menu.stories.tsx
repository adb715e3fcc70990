import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { SideMenu } from "./side-menu.js";

const meta = {
  title: "Shell/SideMenu",
  component: SideMenu,
  args: {
    tone: "onLight",
    links: [
      { label: "Used Cars", href: "/used-cars" },
      { label: "New Cars", href: "/new-cars" },
      { label: "Certified Cars", href: "/certified-cars" },
      { label: "Dealers", href: "/dealers" },
      { label: "News", href: "/news" },
    ],
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };

/** Open with the button, close with the close button: focus returns to the menu button. */
export const OpenAndClose: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
