import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { photoUrl } from "@carmarket/listing";
import { expectNoAxeViolations } from "../../test/axe.js";
import { Image } from "./image.js";

const HASH = "c0".repeat(32);

describe("Image", () => {
  it("§9 reserves its size: width/height attributes and aspect-ratio", async () => {
    const { container } = render(<Image src="/car.jpg" alt="2021 Honda Civic" width={220} height={150} />);
    const img = screen.getByRole("img", { name: "2021 Honda Civic" });
    expect(img).toHaveAttribute("width", "220");
    expect(img).toHaveAttribute("height", "150");
    expect(img.style.aspectRatio).toBe("220 / 150");
    await expectNoAxeViolations(container);
  });

  it("#24.5 carries a real src, loaded lazily by the browser, so crawlers and previews see it", () => {
    render(<Image src="/car.jpg" alt="car" width={220} height={150} />);
    const img = screen.getByRole("img", { name: "car" });
    expect(img).toHaveAttribute("src", "/car.jpg");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("priority (LCP) image loads at once, eagerly, with high fetch priority", () => {
    render(<Image src="/hero.jpg" alt="hero" width={760} height={425} priority />);
    const img = screen.getByRole("img", { name: "hero" });
    expect(img).toHaveAttribute("src", "/hero.jpg");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("#24.1 a dealer's stored photo: the §9 size of its box at 1× and 2×, WebP with a JPEG fallback, over its dominant colour", async () => {
    const { container } = render(
      <Image src={photoUrl(HASH, { width: 760, height: 425 }, { colour: "7f6a55" })} alt="2021 Toyota Camry, photo 1 of 3" width={220} height={150} />,
    );
    const img = screen.getByRole("img", { name: "2021 Toyota Camry, photo 1 of 3" });
    expect(img).toHaveAttribute("src", `/api/media/${HASH}/220x150.jpg`);
    expect(img).toHaveAttribute("srcset", `/api/media/${HASH}/220x150.jpg 1x, /api/media/${HASH}/220x150@2x.jpg 2x`);
    expect(img.style.backgroundColor).toBe("rgb(127, 106, 85)");
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", `/api/media/${HASH}/220x150.webp 1x, /api/media/${HASH}/220x150@2x.webp 2x`);
    await expectNoAxeViolations(container);
  });
});
