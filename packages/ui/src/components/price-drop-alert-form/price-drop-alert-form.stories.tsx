import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { PriceDropAlertForm } from "./price-drop-alert-form.js";

const meta = {
  title: "Vehicle/PriceDropAlertForm",
  component: PriceDropAlertForm,
  args: { vin: "1HGCM82633A004352", onSubmit: fn(), submitting: false },
} satisfies Meta<typeof PriceDropAlertForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "Notify Me" })).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "shopper@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Notify Me" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ vin: "1HGCM82633A004352", email: "shopper@example.com" });
  },
};
/** §5: a malformed email is refused before anything is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "shopper@");
    await userEvent.click(canvas.getByRole("button", { name: "Notify Me" }));
    await expect(canvas.getByText("Invalid email address.")).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const ServerError: Story = { args: { error: "You are already subscribed." } };
export const Submitting: Story = { args: { submitting: true } };
export const Subscribed: Story = { args: { message: "You will get an email when the price drops." } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <div style={{ display: "flex", gap: 24, flexWrap: "wrap" }}>
      <PriceDropAlertForm {...args} />
      <PriceDropAlertForm {...args} error="You are already subscribed." />
      <PriceDropAlertForm {...args} message="You will get an email when the price drops." />
    </div>
  ),
};
