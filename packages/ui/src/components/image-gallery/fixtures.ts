import type { GalleryImage } from "@carmarket/listing";

// Inline SVG pictures so stories and tests need no network; each slide shows its number.
function picture(index: number, sample: boolean): string {
  const hue = (index * 37) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="425">` +
    `<rect width="760" height="425" fill="hsl(${hue} 45% 55%)"/>` +
    `<text x="380" y="230" font-size="96" text-anchor="middle" fill="#fff">${sample ? "S" : ""}${index + 1}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `count` gallery images; the last `samples` of them are sample images (as §3 orders them). */
export function galleryImages(count: number, samples = 0): GalleryImage[] {
  return Array.from({ length: count }, (_, index) => {
    const isSample = index >= count - samples;
    return {
      image_file: `${picture(index, isSample)}#images/${index + 1}`,
      // Same alt and caption shapes as buildGallery() of @carmarket/listing.
      alt_text: `2021 Toyota Camry SE, ${isSample ? "sample image" : "photo"} ${index + 1} of ${count}`,
      caption: isSample ? "2021 Toyota Camry SE (sample image)" : "2021 Toyota Camry SE",
      is_sample: isSample,
    };
  });
}
