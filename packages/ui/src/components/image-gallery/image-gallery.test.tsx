import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { galleryImages } from "./fixtures.js";
import { ImageGallery } from "./image-gallery.js";

const TITLE = "2021 Toyota Camry SE";
const thumb = (place: string) => screen.getByRole("button", { name: `Show ${TITLE}, photo ${place}` });
const mainImage = (place: string) => screen.getByRole("button", { name: `Enlarge ${TITLE}, photo ${place}` });

describe("ImageGallery", () => {
  it("one image: no thumbnails, counter or arrows", async () => {
    const { container } = render(<ImageGallery images={galleryImages(1)} title={TITLE} />);
    expect(mainImage("1 of 1")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Thumbnails" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Next image" })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("§9 images: four or fewer need no slider; a thumbnail click shows that image", async () => {
    const user = userEvent.setup();
    const { container } = render(<ImageGallery images={galleryImages(4)} title={TITLE} />);
    expect(container.querySelector("[data-slider]")).toBeNull();
    expect(within(screen.getByRole("group", { name: "Thumbnails" })).getAllByRole("button")).toHaveLength(4);
    await user.click(thumb("3 of 4"));
    expect(thumb("3 of 4")).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("3 / 4")).toBeInTheDocument();
    expect(mainImage("3 of 4")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("§9 images: more than four use a slider for the main image and the thumbnails, rendered whole from the start", () => {
    const { container } = render(<ImageGallery images={galleryImages(5)} title={TITLE} />);
    expect([...container.querySelectorAll("[data-slider]")].map((slider) => slider.getAttribute("data-slider"))).toEqual(["main", "thumbnails"]);
    // Every slide is in the markup (the server sends them all); only the current one is exposed.
    expect(container.querySelectorAll("[data-slider=main] > div")).toHaveLength(5);
    expect(screen.getAllByRole("button", { name: /^Enlarge/ })).toHaveLength(1);
  });

  it("without enlarge buttons the slider itself is in the tab order, so the keyboard can scroll it", async () => {
    const user = userEvent.setup();
    const { container } = render(<ImageGallery images={galleryImages(5)} title={TITLE} enlargeable={false} />);
    const slider = screen.getByRole("group", { name: "Images, scroll with the arrow keys" });
    await user.tab();
    expect(slider).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it.each([
    ["mobile", 8, false],
    ["mobile", 9, true],
    ["desktop", 6, false],
    ["desktop", 7, true],
  ] as const)("§9 thumbnail arrows: %s with %i images shows them: %s", (variant, count, shown) => {
    render(<ImageGallery images={galleryImages(count)} title={TITLE} variant={variant} />);
    expect(screen.queryByRole("button", { name: "Next thumbnails" }) !== null).toBe(shown);
    expect(screen.queryByRole("button", { name: "Previous thumbnails" }) !== null).toBe(shown);
  });

  it.each([2, 5])("#26.11 §2.7 the main image has previous/next arrows from two images (%i)", (count) => {
    render(<ImageGallery images={galleryImages(count)} title={TITLE} />);
    expect(screen.getByRole("button", { name: "Previous image" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next image" })).toBeEnabled();
  });

  it("previous/next move through the images and stop at the ends", async () => {
    const user = userEvent.setup();
    render(<ImageGallery images={galleryImages(9)} title={TITLE} />);
    const previous = screen.getByRole("button", { name: "Previous image" });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next image" }));
    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(screen.getByText("3 / 9")).toBeInTheDocument();
    expect(thumb("3 of 9")).toHaveAttribute("aria-current", "true");
    await user.click(previous);
    expect(screen.getByText("2 / 9")).toBeInTheDocument();
  });

  it("§3 sample images are marked", () => {
    render(<ImageGallery images={galleryImages(3, 2)} title={TITLE} />);
    expect(thumb("1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Show ${TITLE}, sample image 2 of 3` })).toBeInTheDocument();
    expect(screen.getAllByText("Sample")).toHaveLength(2);
  });

  it("§2.7 a click opens the enlarged view; Escape closes it and focus returns to the image", async () => {
    const user = userEvent.setup();
    render(<ImageGallery images={galleryImages(3)} title={TITLE} />);
    await user.click(thumb("2 of 3"));
    await user.click(mainImage("2 of 3"));
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    expect(within(dialog).getByRole("img", { name: `${TITLE}, photo 2 of 3` })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(within(dialog).getByRole("img", { name: `${TITLE}, photo 3 of 3` })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(mainImage("3 of 3")).toHaveFocus();
  });
});
