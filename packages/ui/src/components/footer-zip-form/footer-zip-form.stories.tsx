import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FooterZipForm } from "./footer-zip-form.js";

const meta = {
  title: "Location/FooterZipForm",
  component: FooterZipForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof FooterZipForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithZip: Story = { args: { zipcode: "97201" } };
export const HandlerError: Story = { args: { zipcode: "99999", error: "No cars found near this zipcode" } };
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <FooterZipForm {...args} />
      <FooterZipForm {...args} zipcode="97201" />
      <FooterZipForm {...args} zipcode="99999" error="No cars found near this zipcode" />
    </div>
  ),
};
