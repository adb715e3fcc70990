import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { MEDIA_ITEMS } from "./fixtures.js";
import { MediaGalleryModal } from "./media-gallery-modal.js";

describe("MediaGalleryModal", () => {
  it("§2.7 gallery modal: category tabs, tag filters and thumbnails", async () => {
    const user = userEvent.setup();
    render(<MediaGalleryModal open onOpenChange={vi.fn()} title="2021 Toyota Camry" items={MEDIA_ITEMS} />);
    const dialog = screen.getByRole("dialog", { name: "2021 Toyota Camry" });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Images", "Videos"]);
    const thumbs = () => within(within(dialog).getByRole("list", { name: "Images thumbnails" })).getAllByRole("button");
    expect(thumbs()).toHaveLength(5);
    await user.click(within(dialog).getByRole("button", { name: "Interior" }));
    expect(within(dialog).getByRole("button", { name: "Interior" })).toHaveAttribute("aria-pressed", "true");
    expect(thumbs()).toHaveLength(2);
    await user.click(within(dialog).getByRole("button", { name: "Show photo 2 of 2" }));
    expect(within(dialog).getByRole("img", { name: "2021 Toyota Camry photo 2" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "All" }));
    expect(thumbs()).toHaveLength(5);
    await expectNoAxeViolations(dialog);
  });

  it("videos play in an embed titled after the car", async () => {
    const user = userEvent.setup();
    render(<MediaGalleryModal open onOpenChange={vi.fn()} title="2021 Toyota Camry" items={MEDIA_ITEMS} />);
    await user.click(screen.getByRole("tab", { name: "Videos" }));
    expect(screen.getByTitle("2021 Toyota Camry video 1")).toHaveAttribute("src", "about:blank#walkaround");
  });

  it("shows only the categories present and closes with Escape", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<MediaGalleryModal open onOpenChange={onOpenChange} title="Camry" items={MEDIA_ITEMS.slice(0, 2)} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Images"]);
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
