import type { Meta, StoryObj } from "@storybook/react-vite";
import { VinReport } from "./vin-report.js";

const rows = [
  { label: "Year", value: 2021 },
  { label: "Make", value: "Toyota" },
  { label: "Model", value: "RAV4" },
  { label: "Series", value: "AXAA52L / AXAA54L" },
  { label: "Trim", value: "XLE" },
  { label: "Body Class", value: "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)" },
  { label: "Doors", value: 5 },
  { label: "Engine", value: "2.5L I4" },
  { label: "Fuel", value: "Gasoline" },
  { label: "Plant", value: "Woodstock, Ontario, Canada" },
];

const meta = {
  title: "Vehicle/VinReport",
  component: VinReport,
  args: { rows, source: "NHTSA vPIC" },
} satisfies Meta<typeof VinReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The listing agrees with its VIN. */
export const Agrees: Story = {};

/** The dealer lists a V6 coupe; the VIN decodes to a four-cylinder SUV: both are shown. */
export const Contradicted: Story = {
  args: {
    rows: rows.map((row) => (row.label === "Engine" ? { ...row, listed: "3.5L V6" } : row.label === "Body Class" ? { ...row, listed: "Coupe" } : row)),
  },
};

/** What vPIC does not say reads '-'. */
export const Sparse: Story = {
  args: { rows: rows.map((row) => (["Series", "Plant"].includes(row.label) ? { ...row, value: undefined } : row)) },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <VinReport {...args} />
      <VinReport {...args} rows={rows.map((row) => (row.label === "Fuel" ? { ...row, listed: "Diesel" } : row))} headingLevel={3} />
    </div>
  ),
};
