import type { Meta, StoryObj } from "@storybook/react-vite";
import { StarRating } from "./star-rating.js";

const meta = {
  title: "Shell/StarRating",
  component: StarRating,
  args: { value: 4.25, count: 87 },
  argTypes: { value: { control: { type: "range", min: 0, max: 5, step: 0.05 } } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Zero: Story = { args: { value: 0, count: 0 } };
export const Full: Story = { args: { value: 5 } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8 }}>
      {[0, 1.5, 2.96, 3.5, 4.25, 5].map((value) => (
        <StarRating key={value} value={value} />
      ))}
    </div>
  ),
};
