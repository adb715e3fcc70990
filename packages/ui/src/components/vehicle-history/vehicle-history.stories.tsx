import type { Meta, StoryObj } from "@storybook/react-vite";
import { VehicleHistory } from "./vehicle-history.js";

const meta = {
  title: "Vehicle/VehicleHistory",
  component: VehicleHistory,
  args: { history: { owner_count: 1, count_accident: 0, has_accidents: false, theft_title: false } },
} satisfies Meta<typeof VehicleHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Clean: Story = {};
export const AccidentsAndTheft: Story = {
  args: { history: { owner_count: 3, count_accident: 2, has_accidents: true, theft_title: true } },
};
/** The feed sent no history: every value '-'. */
export const Unknown: Story = { args: { history: {} } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <VehicleHistory history={{ owner_count: 1, count_accident: 0, has_accidents: false, theft_title: false }} />
      <VehicleHistory history={{ owner_count: 3, count_accident: 2, has_accidents: true, theft_title: true }} />
      <VehicleHistory history={{}} />
    </div>
  ),
};
