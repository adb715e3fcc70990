import type { Meta, StoryObj } from "@storybook/react-vite";
import { SideMenuButton } from "./side-menu-button.js";

const meta = {
  title: "Shell/SideMenuButton",
  component: SideMenuButton,
  args: { tone: "onLight" },
} satisfies Meta<typeof SideMenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnLight: Story = {};
export const OnDark: Story = { args: { tone: "onDark" } };
