import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { LocationPopup } from "./location-popup.js";

const meta = {
  title: "Location/LocationPopup",
  component: LocationPopup,
  args: {
    open: true,
    onOpenChange: fn(),
    onZipSubmit: fn(),
    onLocate: fn(),
    locateStatus: "idle",
    helpHref: "https://support.google.com/chrome/answer/142065",
  },
} satisfies Meta<typeof LocationPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoZip: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Locate Me" }));
    await expect(args.onLocate).toHaveBeenCalled();
  },
};
export const WithZip: Story = { args: { zipcode: "97201" } };
export const Locating: Story = { args: { locateStatus: "locating" } };
export const DeniedLocation: Story = {
  args: { locateStatus: "denied" },
  play: async () => {
    await expect(await screen.findByRole("alert")).toHaveTextContent("OR, enter ZIP manually.");
    await expect(screen.getByRole("button", { name: "Locate Me" })).toBeDisabled();
  },
};
export const LocateFailed: Story = {
  args: { locateError: "Finding your location took too long. Please try again or enter ZIP manually." },
};
export const UnsupportedGeolocation: Story = { args: { locateStatus: "unsupported" } };
export const ZipError: Story = { args: { zipcode: "99999", zipError: "No cars found near this zipcode" } };
