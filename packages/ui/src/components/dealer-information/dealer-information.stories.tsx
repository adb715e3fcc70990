import { todaysHours } from "@carmarket/listing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DealerInformation } from "./dealer-information.js";

const TUESDAY = new Date("2024-03-05T15:00:00Z");
const TIMING = { Monday: "9:00 AM - 6:00 PM", Tuesday: "9:00 AM - 6:00 PM", Sunday: "closed" };

const DEALER = {
  name: "Sunset Motors",
  dealer_url: "/dealers/sunset-motors",
  website: "https://sunset.example",
  rating: 4.6,
  rating_count: 312,
  address: "100 Main St, Portland, OR",
  zip: "97201",
  contact: { Sales: "(503) 555-0100", Service: "(503) 555-0111" },
};

const meta = {
  title: "Vehicle/DealerInformation",
  component: DealerInformation,
  args: {
    dealer: DEALER,
    today: todaysHours(TIMING, TUESDAY, { timeZone: "UTC" }),
    location: { coordinates: [-122.6765, 45.5231] },
  },
} satisfies Meta<typeof DealerInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenToday: Story = {};
export const ClosedToday: Story = { args: { today: todaysHours({ Tuesday: "closed" }, TUESDAY, { timeZone: "UTC" }) } };
/** No coordinates and no timing: no directions link; hours read 'Information not available.' */
export const NoHoursNoMap: Story = { args: { today: todaysHours(undefined, TUESDAY), location: undefined } };
/** No dealer data: 'Information not available.' (§8). */
export const MissingInfo: Story = { args: { dealer: undefined, today: undefined, location: undefined } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each section once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <DealerInformation {...args} />
      <DealerInformation dealer={DEALER} today={todaysHours({ Tuesday: "closed" }, TUESDAY, { timeZone: "UTC" })} />
      <DealerInformation />
    </div>
  ),
};
