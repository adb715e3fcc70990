import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../button/button.js";
import { Dialog } from "./dialog.js";

const meta = {
  title: "Shell/Dialog",
  component: Dialog,
  args: {
    title: "Vehicle details",
    description: "A generic modal, 560 px wide (§9).",
    trigger: <Button>Open dialog</Button>,
    children: <p>Focus stays inside until the dialog closes.</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Open, then Escape: closes and focus returns to the trigger. */
export const OpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open dialog" });
    await userEvent.click(trigger);
    await expect(await screen.findByRole("dialog", { name: "Vehicle details" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OpenModal: Story = { args: { open: true } };
export const LeadPopupWidth: Story = { args: { open: true, size: "leadPopup", title: "Check Availability" } };
export const BottomSheet: Story = { args: { open: true, placement: "bottom", title: "Sort by" } };
export const SideMenuPlacement: Story = { args: { open: true, placement: "start", size: "sideMenu", title: "Menu" } };
