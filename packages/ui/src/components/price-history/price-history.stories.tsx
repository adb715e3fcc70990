import type { PriceHistoryEntry } from "@carmarket/listing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PriceHistory } from "./price-history.js";

const DAY = 86_400;
const NOW = 1709596800; // 5 Mar 2024
const history = (...prices: number[]): PriceHistoryEntry[] =>
  prices.map((price, index) => ({ timestamp: NOW - index * 14 * DAY, price }));

const ONE = history(24500);
const RISE = history(25500, 24500, 24500, 23900);
const DROP = history(22900, 23900, 24500, 25900);
const STABLE = history(24500, 24500, 24500);

const meta = {
  title: "Vehicle/PriceHistory",
  component: PriceHistory,
  args: { entries: DROP, change: { trend: "drop", amount: 1000, timestamp: DROP[1]!.timestamp }, summary: { current: 22900, max: 25900, min: 22900 } },
} satisfies Meta<typeof PriceHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One entry: table only, no graph (§5). */
export const OneEntry: Story = { args: { entries: ONE, change: undefined, summary: undefined } };
/** Price went up; summary cards hidden because the current price is the max (§5). */
export const Rise: Story = {
  args: { entries: RISE, change: { trend: "rise", amount: 1000, timestamp: RISE[1]!.timestamp }, summary: { current: 25500, max: 25500, min: 23900 } },
};
/** Price went down; current equals min, so no summary cards. */
export const Drop: Story = {};
/** No change in price. */
export const Stable: Story = {
  args: { entries: STABLE, change: { trend: "stable", amount: 0, timestamp: STABLE[1]!.timestamp }, summary: { current: 24500, max: 24500, min: 24500 } },
};
/** Current price between max and min: the summary cards show. */
export const WithSummaryCards: Story = {
  args: {
    entries: history(24000, 25000, 23000),
    change: { trend: "drop", amount: 1000, timestamp: NOW - 14 * DAY },
    summary: { current: 24000, max: 25000, min: 23000 },
  },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <div style={{ display: "grid", gap: 32 }}>
      <PriceHistory entries={ONE} />
      <PriceHistory entries={RISE} change={{ trend: "rise", amount: 1000, timestamp: RISE[1]!.timestamp }} />
      <PriceHistory entries={DROP} change={{ trend: "drop", amount: 1000, timestamp: DROP[1]!.timestamp }} />
      <PriceHistory entries={STABLE} change={{ trend: "stable", amount: 0, timestamp: STABLE[1]!.timestamp }} />
      <PriceHistory entries={history(24000, 25000, 23000)} summary={{ current: 24000, max: 25000, min: 23000 }} />
    </div>
  ),
};
