import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
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
/** Issue #26.13: the price fell $1,100 since the last change. */
export const PriceDropped: Story = { args: { listing: { ...usedListing, previous_price: 20850 } } };
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
const PHONE_COLUMN = 358;

/** Filling a phone-wide result column (issue #15): the card and its picture take the cell's width at the §9 ratio. */
export const Fill: Story = {
  args: { fill: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article");
    const picture = card.querySelector("img") ?? canvas.getByText("No image");
    await expect(card.getBoundingClientRect().width).toBe(PHONE_COLUMN);
    const box = picture.getBoundingClientRect();
    await expect(box.width).toBe(PHONE_COLUMN - 2);
    await expect(Math.round(box.height)).toBe(Math.round(((PHONE_COLUMN - 2) * 150) / 220));
  },
  render: (args) => (
    <ul style={{ display: "grid", gridTemplateColumns: `${PHONE_COLUMN}px`, margin: 0, padding: 0, listStyle: "none" }}>
      <li>
        <ListingCard {...args} />
      </li>
    </ul>
  ),
};
export const FillNoImage: Story = { ...Fill, args: { fill: true, listing: { ...usedListing, main_picture: undefined } } };

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
