import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, within } from "storybook/test";
import { Button } from "../button/button.js";
import { ARTICLE_IMAGES } from "../news-card/fixtures.js";
import { NewsGalleryPopup, type NewsGalleryPopupProps } from "./news-gallery-popup.js";

function Demo(props: Omit<NewsGalleryPopupProps, "open" | "onOpenChange">) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open gallery</Button>
      <NewsGalleryPopup {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: "News/NewsGalleryPopup",
  component: NewsGalleryPopup,
  args: { open: true, onOpenChange: () => {}, title: "2024 Toyota Camry first drive", images: ARTICLE_IMAGES },
  render: ({ title, images }) => <Demo title={title} images={images} />,
} satisfies Meta<typeof NewsGalleryPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six images: the Images tab with main and thumbnail sliders. */
export const WithImages: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Show 2024 Toyota Camry photo 2" }));
    await expect(dialog.getByText("2 / 6")).toBeInTheDocument();
  },
};
export const FewImages: Story = { args: { images: ARTICLE_IMAGES.slice(0, 3) } };
/** No images: no Images tab (§2.8). */
export const NoImages: Story = { args: { images: [] } };

/** A full-screen popup shows one state at a time; this is the full gallery. */
export const AllStates: Story = {};
