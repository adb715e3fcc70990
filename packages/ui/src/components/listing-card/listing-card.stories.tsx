import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { newListingWithMsrp, usedListing } from "../../test/fixtures.js";
import { ListingCard } from "./listing-card.js";

const meta = {
  title: "Listing/ListingCard",
  component: ListingCard,
  args: {
    listing: usedListing,
    href: "/used-cars?vin=1HGCM82633A004352",
    dealerInventoryHref: "/dealers/portland-honda/inventory",
    saved: false,
    saving: false,
    contacted: false,
    onToggleSave: fn(),
    onCheckAvailability: fn(),
  },
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saved: Story = { args: { saved: true, listing: { ...usedListing, save_car_count: 13 } } };
export const Saving: Story = { args: { saving: true } };
export const Contacted: Story = { args: { contacted: true } };
export const Sold: Story = { args: { listing: { ...usedListing, is_sold: true } } };
export const NoPrice: Story = { args: { listing: { ...usedListing, price: 0, dealer_price: 0 } } };
export const NewCarWithMsrp: Story = { args: { listing: newListingWithMsrp } };
export const Overpriced: Story = { args: { listing: { ...usedListing, price: 26000, dealer_price: 26000 } } };
export const NoMarketValue: Story = { args: { listing: { ...usedListing, expected_price: undefined } } };
export const LongTitle: Story = {
  args: {
    listing: {
      ...usedListing,
      vin_name: "2021 Mercedes-Benz GLE 450 4MATIC SUV with Premium Package and Driver Assistance",
    },
  },
};
export const NoImage: Story = { args: { listing: { ...usedListing, main_picture: undefined } } };
export const DaysOnMarket: Story = { args: { daysOnMarket: 12 } };
export const OneDayOnMarket: Story = { args: { daysOnMarket: 1 } };

/** Every state side by side for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 16 }}>
      <ListingCard {...args} />
      <ListingCard {...args} saved />
      <ListingCard {...args} contacted />
      <ListingCard {...args} listing={{ ...usedListing, is_sold: true }} />
      <ListingCard {...args} listing={{ ...usedListing, price: 0, dealer_price: 0 }} />
      <ListingCard {...args} listing={newListingWithMsrp} />
      <ListingCard {...args} daysOnMarket={12} />
    </div>
  ),
};
