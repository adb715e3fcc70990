import { describe, expect, it } from "vitest";
import { previewImage } from "./preview-image.js";

const ORIGIN = "https://cars.test";
const HASH = "9f".repeat(32);

describe("#24.5 previewImage: link previews are 1200×630 rasters", () => {
  it("a dealer's stored photo: its 1200×630 JPEG", () => {
    expect(previewImage(`/api/media/${HASH}/760x425.jpg#aabbcc`, ORIGIN)).toBe(`${ORIGIN}/api/media/${HASH}/1200x630.jpg`);
    expect(previewImage(`${ORIGIN}/api/media/${HASH}/220x150@2x.webp`, ORIGIN)).toBe(`${ORIGIN}/api/media/${HASH}/1200x630.jpg`);
  });

  it("the SVG illustrations: their raster copies", () => {
    expect(previewImage("/api/images/pickup-truck/red/760x425.svg?view=front", ORIGIN)).toBe(`${ORIGIN}/api/images/pickup-truck/red/1200x630.jpg?view=front`);
    expect(previewImage(`${ORIGIN}/api/images/news/ford-ev/featured.svg`, ORIGIN)).toBe(`${ORIGIN}/api/images/news/ford-ev/featured.jpg`);
    expect(previewImage("/api/images/research/camry-2024/hero.svg", ORIGIN)).toBe(`${ORIGIN}/api/images/research/camry-2024/hero.jpg`);
  });

  it("no picture: the site's own; a raster is kept", () => {
    expect(previewImage(undefined, ORIGIN)).toBe(`${ORIGIN}/api/images/suv/blue/1200x630.jpg`);
    expect(previewImage("", ORIGIN)).toBe(`${ORIGIN}/api/images/suv/blue/1200x630.jpg`);
    expect(previewImage("/logo.png", ORIGIN)).toBe(`${ORIGIN}/logo.png`);
  });
});
