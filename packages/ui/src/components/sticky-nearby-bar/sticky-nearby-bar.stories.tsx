import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { manyListings } from "../../test/fixtures.js";
import { StickyNearbyBar } from "./sticky-nearby-bar.js";

const cars = (count: number) => manyListings(count).map((listing) => ({ listing, href: `/used-cars?vin=${listing._id}` }));

const meta = {
  title: "Location/StickyNearbyBar",
  component: StickyNearbyBar,
  args: { cars: cars(5), zipcode: "97201", cityName: "Portland", onZipSubmit: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof StickyNearbyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultExpanded: true } };
export const NoZip: Story = { args: { zipcode: undefined, cityName: undefined } };
export const MoreThanNineCars: Story = { args: { cars: cars(12), defaultExpanded: true } };

/** Expand, then 'Update Zipcode' edit mode. */
export const EditZip: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("button", { name: /Cars for sale near Portland/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Update Zipcode" }));
    const input = canvas.getByRole("textbox", { name: "Zip code" });
    await userEvent.clear(input);
    await userEvent.type(input, "10001");
    await userEvent.click(canvas.getByRole("button", { name: "Update" }));
    await expect(args.onZipSubmit).toHaveBeenCalledWith("10001");
  },
};
