import type { Meta, StoryObj } from "@storybook/react-vite";
import { VehicleOverview } from "./vehicle-overview.js";

const FULL = {
  year: 2021,
  mileage: "45,210 mi",
  fuelEconomy: "31.5 MPG",
  fuel: "Gasoline",
  engine: "2.5L I4",
  drivetrain: "FWD",
  transmission: "8-Speed Automatic",
  exteriorColor: "Blue",
  interiorColor: "Black",
};

const meta = {
  title: "Vehicle/VehicleOverview",
  component: VehicleOverview,
  args: { values: FULL },
} satisfies Meta<typeof VehicleOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
/** Sparse feed: unknown colour and missing values show '-'. */
export const Sparse: Story = { args: { values: { year: 2019, mileage: "98,000 mi", exteriorColor: "-" } } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <VehicleOverview values={FULL} />
      <VehicleOverview values={{ year: 2019, mileage: "98,000 mi" }} />
    </div>
  ),
};
