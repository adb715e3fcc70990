import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, within } from "storybook/test";
import { Button } from "../button/button.js";
import { MEDIA_ITEMS } from "./fixtures.js";
import { MediaGalleryModal, type MediaGalleryModalProps } from "./media-gallery-modal.js";

function Demo(props: Omit<MediaGalleryModalProps, "open" | "onOpenChange">) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open gallery</Button>
      <MediaGalleryModal {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: "Vehicle/MediaGalleryModal",
  component: MediaGalleryModal,
  args: { open: true, onOpenChange: () => {}, title: "2021 Toyota Camry", items: MEDIA_ITEMS },
  render: ({ title, items }) => <Demo title={title} items={items} />,
} satisfies Meta<typeof MediaGalleryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photos and videos, filtered by tag. */
export const ImagesAndVideos: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "2021 Toyota Camry" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Interior" }));
    await expect(within(within(dialog).getByRole("list", { name: "Images thumbnails" })).getAllByRole("button")).toHaveLength(2);
  },
};
export const ImagesOnly: Story = { args: { items: MEDIA_ITEMS.filter((item) => !item.video_tag) } };
export const Empty: Story = { args: { items: [] } };

/** The modal covers the page, so the states are the stories above; this one opens the full set. */
export const AllStates: Story = {};
