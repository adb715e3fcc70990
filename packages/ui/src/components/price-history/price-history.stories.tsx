import type { PriceHistoryEntry } from "@carmarket/listing";
import { priceChange } from "@carmarket/pricing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PriceHistory } from "./price-history.js";

const DAY = 86_400;
const LAST = 1709596800; // 5 Mar 2024
const NOW = new Date("2024-04-01T00:00:00Z");
const history = (...prices: number[]): PriceHistoryEntry[] => prices.map((price, index) => ({ timestamp: LAST - index * 14 * DAY, price }));
const change = (entries: PriceHistoryEntry[]) => priceChange(entries[0]!.price, entries, { now: NOW });

const ONE = history(24500);
const RISE = history(25500, 24500, 24500, 23900);
const DROP = history(22900, 23900, 24500, 25900);
const STABLE = history(24500, 24500, 24500);
const MIDDLE = history(24000, 25000, 23000);

const meta = {
  title: "Vehicle/PriceHistory",
  component: PriceHistory,
  args: { entries: DROP, change: change(DROP), summary: { current: 22900, max: 25900, min: 22900 } },
} satisfies Meta<typeof PriceHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One entry: table only, no graph and no change (§4, §5). */
export const OneEntry: Story = { args: { entries: ONE, change: change(ONE), summary: undefined } };
/** Price went up; the summary cards are hidden because the current price is the max (§5). */
export const Rise: Story = { args: { entries: RISE, change: change(RISE), summary: { current: 25500, max: 25500, min: 23900 } } };
/** Price went down; current equals min, so no summary cards. */
export const Drop: Story = {};
export const Stable: Story = { args: { entries: STABLE, change: change(STABLE), summary: { current: 24500, max: 24500, min: 24500 } } };
/** Current price between max and min: the summary cards show. */
export const WithSummaryCards: Story = {
  args: { entries: MIDDLE, change: change(MIDDLE), summary: { current: 24000, max: 25000, min: 23000 } },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <div style={{ display: "grid", gap: 32 }}>
      {[ONE, RISE, DROP, STABLE].map((entries) => (
        <PriceHistory key={entries.map((entry) => entry.price).join()} entries={entries} change={change(entries)} />
      ))}
      <PriceHistory entries={MIDDLE} change={change(MIDDLE)} summary={{ current: 24000, max: 25000, min: 23000 }} />
    </div>
  ),
};
