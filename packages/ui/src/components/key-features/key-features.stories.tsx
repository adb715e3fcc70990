import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { KeyFeatures } from "./key-features.js";

const MANY = ["Bluetooth", "Backup Camera", "Heated Seats", "Sunroof", "Navigation", "Apple CarPlay", "Keyless Entry"];

const meta = {
  title: "Vehicle/KeyFeatures",
  component: KeyFeatures,
  args: { features: MANY, variant: "section", headingLevel: 2 },
} satisfies Meta<typeof KeyFeatures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four or fewer features: no toggle. */
export const FourOrFewer: Story = { args: { features: MANY.slice(0, 4) } };

/** More than four: collapsed to four; Show More / Show Less toggles (§4). */
export const MoreThanFive: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await userEvent.click(canvas.getByRole("button", { name: "Show More" }));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(MANY.length);
    await userEvent.click(canvas.getByRole("button", { name: "Show Less" }));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
  },
};

/** The Vehicle Details panel variant: at most five, no toggle (§9). */
export const PanelVariant: Story = { args: { variant: "panel", headingLevel: 3 } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <KeyFeatures features={MANY.slice(0, 3)} />
      <KeyFeatures features={MANY} />
      <KeyFeatures features={MANY} variant="panel" headingLevel={3} />
    </div>
  ),
};
