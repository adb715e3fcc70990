import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.js";
import { BottomSheet } from "./bottom-sheet.js";

const meta = {
  title: "Shell/BottomSheet",
  component: BottomSheet,
  args: {
    title: "Sort by",
    trigger: <Button>Sort</Button>,
    children: (
      <ul>
        <li>Lowest price first</li>
        <li>Nearest first</li>
        <li>Newest first</li>
      </ul>
    ),
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const LongContent: Story = {
  args: {
    open: true,
    children: (
      <ol>
        {Array.from({ length: 40 }, (_, i) => (
          <li key={i}>Option {i + 1}</li>
        ))}
      </ol>
    ),
  },
};
