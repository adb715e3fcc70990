import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ReportProblemForm } from "./report-problem-form.js";

const meta = {
  title: "Vehicle/ReportProblemForm",
  component: ReportProblemForm,
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof ReportProblemForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Incorrect MILEAGE" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send Report" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: "Incorrect MILEAGE" });
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const Sent: Story = { args: { message: "Thank you for your feedback." } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <div style={{ display: "flex", gap: 24, flexWrap: "wrap" }}>
      <ReportProblemForm {...args} />
      <ReportProblemForm {...args} message="Thank you for your feedback." />
    </div>
  ),
};
