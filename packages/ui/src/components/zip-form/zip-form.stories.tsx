import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ZipForm } from "./zip-form.js";

const meta = {
  title: "Location/ZipForm",
  component: ZipForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ZipForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No zip yet: 'Submit', disabled while empty (§5). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeDisabled();
  },
};

/** A zip exists: 'Update' (§4). */
export const WithZip: Story = { args: { zipcode: "97201" } };

export const Submitting: Story = { args: { zipcode: "97201", submitting: true } };

/** The zip handler's error under the field (§8). */
export const HandlerError: Story = { args: { zipcode: "99999", error: "No cars found near this zipcode" } };

/** §5 validation: 'Invalid zipcode', then 'Zipcode is required', then a valid zip is submitted. */
export const Validation: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Zip code" });
    const submit = canvas.getByRole("button", { name: "Submit" });
    await userEvent.type(input, "123456");
    await expect(input).toHaveValue("12345");
    await userEvent.clear(input);
    await userEvent.type(input, "123");
    await userEvent.click(submit);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Invalid zipcode");
    await userEvent.clear(input);
    await userEvent.type(input, " ");
    await expect(submit).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Zipcode is required");
    await userEvent.clear(input);
    await userEvent.type(input, "97865");
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith("97865");
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <ZipForm {...args} />
      <ZipForm {...args} zipcode="97201" />
      <ZipForm {...args} zipcode="97201" submitting />
      <ZipForm {...args} zipcode="99999" error="No cars found near this zipcode" />
      <ZipForm {...args} zipcode="97201" updateLabel="Update Zip" inline />
    </div>
  ),
};
