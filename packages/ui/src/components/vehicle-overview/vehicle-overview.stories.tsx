import type { Meta, StoryObj } from "@storybook/react-vite";
import { VehicleOverview } from "./vehicle-overview.js";

const FULL = {
  year: 2021,
  mileage: 45210,
  fuel_economy: 31.46,
  fuel: "Gasoline",
  engine: "2.5L I4",
  drivetrain: "FWD",
  transmission: "8-Speed Automatic",
  color: "Blue",
  interior_color: "Black",
};
const SPARSE = { year: 2019, mileage: 98000, color: "UNKNOWN" };

const meta = {
  title: "Vehicle/VehicleOverview",
  component: VehicleOverview,
  args: { listing: FULL },
} satisfies Meta<typeof VehicleOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
/** Sparse feed: colour UNKNOWN and missing values show '-' (§9). */
export const Sparse: Story = { args: { listing: SPARSE } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <VehicleOverview listing={FULL} />
      <VehicleOverview listing={SPARSE} />
    </div>
  ),
};
