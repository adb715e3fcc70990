import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { galleryImages } from "./fixtures.js";
import { ImageGallery } from "./image-gallery.js";

const meta = {
  title: "Vehicle/ImageGallery",
  component: ImageGallery,
  args: { images: galleryImages(9), title: "2021 Toyota Camry SE", variant: "mobile" },
  argTypes: { variant: { control: "inline-radio", options: ["mobile", "desktop"] } },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneImage: Story = { args: { images: galleryImages(1) } };
/** Four images: no slider (§9). */
export const FourImages: Story = { args: { images: galleryImages(4) } };
/** Five images: main and thumbnail sliders; the main image's arrows, none on the thumbnails yet. */
export const FiveImages: Story = { args: { images: galleryImages(5) } };
/** Nine images: more than 8 thumbnails, so the strip has arrows too (mobile). */
export const NineImages: Story = {};
export const TwentyImages: Story = { args: { images: galleryImages(20) } };
/** Dealer photos followed by marked sample images (§3). */
export const WithSamples: Story = { args: { images: galleryImages(7, 3) } };
/** Desktop layout: 760x425 main image, 6 thumbnails per view, thumbnail arrows above 6. */
export const Desktop: Story = { args: { images: galleryImages(9, 2), variant: "desktop" } };

/** Next/previous, a thumbnail click, and the enlarged view closed with Escape (focus returns). */
export const Navigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next image" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next image" }));
    await expect(canvas.getByText("3 / 9")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Previous image" }));
    await expect(canvas.getByText("2 / 9")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Show 2021 Toyota Camry SE, photo 4 of 9" }));
    await expect(canvas.getByRole("button", { name: "Show 2021 Toyota Camry SE, photo 4 of 9" })).toHaveAttribute("aria-current", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Enlarge 2021 Toyota Camry SE, photo 4 of 9" }));
    const dialog = await screen.findByRole("dialog", { name: "2021 Toyota Camry SE" });
    await expect(within(dialog).getByRole("img", { name: "2021 Toyota Camry SE, photo 4 of 9" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Enlarge 2021 Toyota Camry SE, photo 4 of 9" })).toHaveFocus();
  },
};

/** Every state side by side for visual review. */
export const AllStates: Story = {
  // The review gallery repeats one landmark on purpose; a real page holds each gallery once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <div style={{ display: "grid", gap: 32, maxWidth: 760 }}>
      {[1, 4, 5, 9, 20].map((count) => (
        <ImageGallery key={count} images={galleryImages(count)} title={`${count} images`} />
      ))}
      <ImageGallery images={galleryImages(7, 3)} title="With samples" />
      <ImageGallery images={galleryImages(9, 2)} title="Desktop" variant="desktop" />
    </div>
  ),
};
