import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { ARTICLE_IMAGES } from "../news-card/fixtures.js";
import { NewsGalleryPopup } from "./news-gallery-popup.js";

describe("NewsGalleryPopup", () => {
  it("§2.8 gallery popup: titled, an 'Images' tab, main and thumbnail sliders", async () => {
    const user = userEvent.setup();
    render(<NewsGalleryPopup open onOpenChange={vi.fn()} title="2024 Camry first drive" images={ARTICLE_IMAGES} />);
    const dialog = screen.getByRole("dialog", { name: "2024 Camry first drive" });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Images"]);
    expect(dialog.querySelectorAll("[data-slider]")).toHaveLength(2);
    expect(within(dialog).queryByRole("button", { name: /^Enlarge/ })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Show 2024 Toyota Camry photo 3" }));
    expect(within(dialog).getByText("3 / 6")).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });

  it("§2.8 no 'Images' tab when the article has no images", () => {
    render(<NewsGalleryPopup open onOpenChange={vi.fn()} title="Camry" images={[]} />);
    expect(screen.queryByRole("tab")).toBeNull();
  });
});
