import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SelectField, TextField } from "./text-field.js";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { label: "Email", name: "email", type: "email", autoComplete: "email" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: "shopper@example.com" } };
export const WithHint: Story = { args: { label: "Password", type: "password", hint: "At least 8 characters with a letter and a number." } };
export const WithError: Story = {
  args: { label: "Phone", type: "tel", defaultValue: "12", error: "Invalid Phone number." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Phone" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Invalid Phone number.");
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "shopper@example.com" } };

/** The select variant: a native select keeps the platform's keyboard and picker behaviour. */
export const Select: Story = {
  render: () => (
    <SelectField label="Sort by" defaultValue="price_asc">
      <option value="price_asc">Price: Low to High</option>
      <option value="price_desc">Price: High to Low</option>
    </SelectField>
  ),
};
