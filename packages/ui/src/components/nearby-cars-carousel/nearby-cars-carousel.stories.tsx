import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { manyListings } from "../../test/fixtures.js";
import type { ListingCardProps } from "../listing-card/listing-card.js";
import { NearbyCarsCarousel } from "./nearby-cars-carousel.js";

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
  title: "Listing/NearbyCarsCarousel",
  component: NearbyCarsCarousel,
  args: { title: "Cars for sale near 97201", cars: cardProps(9), viewAllHref: "/used-cars?zip=97201" },
} satisfies Meta<typeof NearbyCarsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NineCars: Story = {};
export const FourCars: Story = { args: { cars: cardProps(4) } };

/** 12 cars are given; only 9 are shown (§9). */
export const MoreThanNineCars: Story = {
  args: { cars: cardProps(12) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(9);
  },
};

export const TwoCarsNoLoop: Story = { args: { cars: cardProps(2) } };

/** Next and previous move the carousel (800 ms transitions, §9). */
export const Navigation: Story = {
  play: async ({ canvas }) => {
    // Looping re-orders the slide elements, so compare the active slide's index, not the element.
    const active = () =>
      canvas
        .getAllByRole("group")
        .find((slide) => slide.classList.contains("swiper-slide-active"))
        ?.getAttribute("data-swiper-slide-index");
    // Swiper starts after mount and ignores clicks while its 800 ms transition runs: wait for it to start,
    // then click only while the slide has not moved yet (a click already taken is never repeated).
    await waitFor(() => expect(active()).toBe("0"), { timeout: 8000 });
    const moveWith = async (name: string, from: string, to: string) =>
      waitFor(
        async () => {
          if (active() === from) await userEvent.click(canvas.getByRole("button", { name }));
          await expect(active()).toBe(to);
        },
        { timeout: 8000, interval: 300 },
      );
    await moveWith("Next cars", "0", "1");
    await moveWith("Previous cars", "1", "0");
  },
};
