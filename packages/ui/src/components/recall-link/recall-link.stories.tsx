import type { Meta, StoryObj } from "@storybook/react-vite";
import { RecallLink } from "./recall-link.js";

const meta = {
  title: "Vehicle/RecallLink",
  component: RecallLink,
  args: { vin: "1HGCM82633A004352" },
} satisfies Meta<typeof RecallLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The only state, for the visual-review page. */
export const AllStates: Story = {};
