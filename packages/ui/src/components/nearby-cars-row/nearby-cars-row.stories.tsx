import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { manyListings } from "../../test/fixtures.js";
import type { ListingCardProps } from "../listing-card/listing-card.js";
import { NearbyCarsRow } from "./nearby-cars-row.js";

function cardProps(count: number): ListingCardProps[] {
  return manyListings(count).map((listing) => ({
    listing,
    href: `/used-cars?vin=${listing._id}`,
    saved: false,
    contacted: false,
    onToggleSave: fn(),
    onCheckAvailability: fn(),
  }));
}

const meta = {
  title: "Listing/NearbyCarsRow",
  component: NearbyCarsRow,
  args: { title: "Cars for sale near 97201", cars: cardProps(9), viewAllHref: "/used-cars?zip=97201" },
} satisfies Meta<typeof NearbyCarsRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the server renders: a scrollable row, no Swiper. */
export const NineCars: Story = {};
export const PriorityPictures: Story = { args: { priority: true } };

/** 12 cars are given; only 9 are shown (§9). */
export const MoreThanNineCars: Story = {
  args: { cars: cardProps(12) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(9);
  },
};

/** A page that starts the carousel on the first arrow press is told which arrow. */
export const ArrowStartsCarousel: Story = {
  args: { onArrow: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next cars" }));
    await expect(args.onArrow).toHaveBeenCalledWith("next");
  },
};
