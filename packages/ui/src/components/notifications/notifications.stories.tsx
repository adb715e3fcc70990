import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Notifications, type Notification } from "./notifications.js";

const meta = {
  title: "Shell/Notifications",
  component: Notifications,
  args: {
    notifications: [
      { id: "1", message: "Vin saved successfully!", tone: "success" },
      { id: "2", message: "An unknown error occurred. Please try again later.", tone: "error" },
      { id: "3", message: "Search removed.", tone: "info" },
    ],
    onDismiss: fn(),
  },
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTones: Story = {};

/** A notice disappears by itself after 3 s (§9). */
export const FadesAfterThreeSeconds: Story = {
  render: function Render() {
    const [items, setItems] = useState<Notification[]>([{ id: "1", message: "Search saved successfully!", tone: "success" }]);
    const dismiss = useCallback((id: string) => setItems((list) => list.filter((n) => n.id !== id)), []);
    return <Notifications notifications={items} onDismiss={dismiss} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Search saved successfully!")).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText("Search saved successfully!")).toBeNull(), { timeout: 4500 });
  },
};
