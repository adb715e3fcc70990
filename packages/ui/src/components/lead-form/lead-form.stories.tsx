import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { LeadForm } from "./lead-form.js";

const meta = {
  title: "Lead/LeadForm",
  component: LeadForm,
  args: { vin: "1HGCM82633A004352", onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Prefilled: Story = {
  args: { initialValues: { name: "Jane Doe", email: "jane@example.com", zip: "97201" } },
};
export const Submitting: Story = { args: { ...Prefilled.args, submitting: true } };
export const ServerError: Story = { args: { ...Prefilled.args, error: "An unknown error occurred. Please try again later." } };

/** §5 validation messages, then a valid submission. */
export const Validation: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole("button", { name: "Check Availability" });
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "R2D2");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "r2d2@");
    await userEvent.type(canvas.getByRole("textbox", { name: "Zip code" }), "1234");
    await userEvent.click(submit);
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Invalid Name");
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Invalid email address.");
    await expect(canvas.getByRole("textbox", { name: "Zip code" })).toHaveAccessibleDescription("Invalid Zipcode.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole("textbox", { name: "Name" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Jane Doe");
    await userEvent.clear(canvas.getByRole("textbox", { name: "Email" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "jane@example.com");
    await userEvent.type(canvas.getByRole("textbox", { name: "Zip code" }), "5");
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: "Jane Doe", zip: "12345" }));
  },
};
