import { describe, expect, it } from "vitest";
import { buildGallery, galleryLayout } from "./gallery.js";

const listing = {
  _id: "1HGCM82633A004352",
  vin_name: "2021 Land Rover Defender 110",
  brand_name: "Land Rover",
  other_images: ["abc-1.jpg", "abc-2.jpg"],
  thumb_exterior: ["images/stock/defender-front.jpg"],
  sample_images: ["images/stock/defender-side.jpg", "images/stock/defender-front.jpg"],
};

describe("gallery (§3, §9)", () => {
  it("§3 a dealer photo given as a URL or a root path (feeds, the seed) is kept where it is", () => {
    const photos = buildGallery({
      ...listing,
      other_images: ["/api/images/suv/red/760x425.svg", "https://dealer.example/p/1.jpg"],
      thumb_exterior: [],
      sample_images: [],
    });
    expect(photos.map((image) => image.image_file)).toEqual(["/api/images/suv/red/760x425.svg", "https://dealer.example/p/1.jpg"]);
  });

  it("§3 gallery: other_images under images/{lowercased brand_name}/, then thumb_exterior and sample_images", () => {
    expect(buildGallery(listing).map((image) => [image.image_file, image.is_sample])).toEqual([
      ["/images/land rover/abc-1.jpg", false],
      ["/images/land rover/abc-2.jpg", false],
      ["images/stock/defender-front.jpg", true],
      ["images/stock/defender-side.jpg", true],
    ]);
  });

  it("§3 gallery: alt text names the vehicle and the image's place; samples say so", () => {
    const gallery = buildGallery(listing);
    expect(gallery[0]).toEqual({
      image_file: "/images/land rover/abc-1.jpg",
      alt_text: "2021 Land Rover Defender 110, photo 1 of 4",
      caption: "2021 Land Rover Defender 110",
      is_sample: false,
    });
    expect(gallery[3]?.alt_text).toBe("2021 Land Rover Defender 110, sample image 4 of 4");
    expect(gallery[3]?.caption).toBe("2021 Land Rover Defender 110 (sample image)");
  });

  it("§3 gallery: without a brand name dealer photos are left out; blanks dropped; empty listing gives []", () => {
    expect(buildGallery({ ...listing, brand_name: undefined }).map((image) => image.image_file)).toEqual([
      "images/stock/defender-front.jpg",
      "images/stock/defender-side.jpg",
    ]);
    expect(buildGallery({ brand_name: "Ford", other_images: ["", "  "] })).toEqual([]);
    expect(buildGallery({})).toEqual([]);
  });

  it("§9 images: more than 4 use a slider", () => {
    expect(galleryLayout(4, "mobile").useSlider).toBe(false);
    expect(galleryLayout(5, "mobile").useSlider).toBe(true);
  });

  it("§9 images: thumbnail arrows above 8 on mobile, above 6 on desktop", () => {
    expect([galleryLayout(8, "mobile").showThumbnailArrows, galleryLayout(9, "mobile").showThumbnailArrows]).toEqual([false, true]);
    expect([galleryLayout(6, "desktop").showThumbnailArrows, galleryLayout(7, "desktop").showThumbnailArrows]).toEqual([false, true]);
  });

  it("§9 images: thumbnails 5 per view on mobile, 6 on desktop", () => {
    expect(galleryLayout(10, "mobile").thumbnailsPerView).toBe(5);
    expect(galleryLayout(10, "desktop").thumbnailsPerView).toBe(6);
  });
});
