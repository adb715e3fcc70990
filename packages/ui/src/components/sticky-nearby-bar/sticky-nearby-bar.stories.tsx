import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
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

/** Issue #26.1: the collapsed list takes no room, and a car without a picture keeps its name in the name column. */
export const CollapsesAndAlignsRowsWithoutPictures: Story = {
  args: { cars: cars(3).map((car, i) => (i === 1 ? { ...car, listing: { ...car.listing, main_picture: undefined } } : car)) },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: /Cars for sale near Portland/ });
    const list = canvas.getByRole("list", { hidden: true });
    await expect(list).not.toBeVisible();
    await expect(list.getBoundingClientRect().height).toBe(0);
    await userEvent.click(toggle);
    await expect(list).toBeVisible();
    const [withPicture, withoutPicture] = within(list).getAllByRole("link");
    const nameLeft = (link: HTMLElement | undefined) =>
      link
        ? within(link)
            .getByText(/Honda Civic/)
            .getBoundingClientRect().left
        : NaN;
    await expect(nameLeft(withoutPicture)).toBe(nameLeft(withPicture));
    await userEvent.click(toggle);
    await expect(list).not.toBeVisible();
  },
};
