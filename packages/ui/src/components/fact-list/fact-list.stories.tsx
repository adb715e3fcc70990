import type { Meta, StoryObj } from "@storybook/react-vite";
import { FactList } from "./fact-list.js";

const meta = {
  title: "Vehicle/FactList",
  component: FactList,
  args: {
    heading: "Seller Details",
    headingLevel: 2,
    facts: [
      { label: "Dealer", value: "Sunset Motors" },
      { label: "Phone", value: "(503) 555-0100" },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** Missing values read '-'. */
export const MissingValues: Story = {
  args: {
    facts: [
      { label: "Dealer", value: undefined },
      { label: "Phone", value: "" },
    ],
  },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <FactList {...args} />
      <FactList heading="Missing values" facts={[{ label: "Dealer", value: undefined }]} />
    </div>
  ),
};
