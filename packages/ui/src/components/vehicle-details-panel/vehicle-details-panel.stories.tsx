import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { VehicleDetailsPanel } from "./vehicle-details-panel.js";

const SELLER = { name: "Sunset Motors", address: "100 Main St, Portland, OR", zip: "97201", contact: { Sales: "(503) 555-0100" } };
const FEATURES = ["Bluetooth", "Backup Camera", "Heated Seats", "Sunroof", "Navigation", "Apple CarPlay", "Keyless Entry"];
const HISTORY = [
  { timestamp: 1709596800, price: 23500 },
  { timestamp: 1706745600, price: 24500 },
];

const meta = {
  title: "Vehicle/VehicleDetailsPanel",
  component: VehicleDetailsPanel,
  args: { features: FEATURES, seller: SELLER, priceHistory: HISTORY, onClose: fn() },
} satisfies Meta<typeof VehicleDetailsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven features, five shown (§9); the close button reports to the page. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Close Vehicle Details" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
/** No features, seller or history from the feed. */
export const Empty: Story = { args: { features: [], seller: undefined, priceHistory: [] } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <div style={{ display: "grid", gap: 24, maxWidth: 560 }}>
      <VehicleDetailsPanel {...args} />
      <VehicleDetailsPanel features={[]} priceHistory={[]} onClose={args.onClose} />
    </div>
  ),
};
