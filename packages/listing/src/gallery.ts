import type { GalleryImage, Listing } from "./types.js";
import { vehicleTitle } from "./vehicle-title.js";

/** The listing fields a gallery is built from. */
export type GallerySource = Pick<
  Listing,
  "brand_name" | "other_images" | "thumb_exterior" | "sample_images" | "vin_name" | "year" | "model_name" | "trim_name"
>;

/**
 * §3: a dealer photo named by its file lives under the brand folder, `/images/{lowercased
 * brand_name}/{file}` (from the site root, so it resolves the same on every page). A photo the feed
 * gives as a URL or a root path is already located and is kept as it is.
 */
export function brandImagePath(brandName: string, file: string): string {
  if (/^(https?:)?\/\//i.test(file) || file.startsWith("/")) return file;
  return `/images/${brandName.toLowerCase()}/${file}`;
}

/**
 * The listing's gallery (§3): dealer photos from `other_images` (under the brand folder) first, then
 * the stock `thumb_exterior` and `sample_images`, which are marked `is_sample`. Blank entries and
 * repeated paths are dropped; without a `brand_name` the dealer photos cannot be located and are
 * left out. Alt text names the vehicle and the image's place, e.g. `2021 Toyota Camry SE, photo 2 of 9`
 * or `…, sample image 8 of 9`.
 */
export function buildGallery(listing: GallerySource): GalleryImage[] {
  const brand = listing.brand_name?.trim();
  const photos = brand ? (listing.other_images ?? []).map((file) => ({ file, path: brandImagePath(brand, file), sample: false })) : [];
  const samples = [...(listing.thumb_exterior ?? []), ...(listing.sample_images ?? [])].map((file) => ({
    file,
    path: file,
    sample: true,
  }));
  const seen = new Set<string>();
  const unique = [...photos, ...samples].filter(({ file, path }) => {
    if (file.trim() === "" || seen.has(path)) return false;
    seen.add(path);
    return true;
  });
  const title = vehicleTitle(listing);
  return unique.map(({ path, sample }, index) => {
    const place = `${index + 1} of ${unique.length}`;
    return {
      image_file: path,
      alt_text: `${title}, ${sample ? "sample image" : "photo"} ${place}`,
      caption: sample ? `${title} (sample image)` : title,
      is_sample: sample,
    };
  });
}

/** Which site variant shows the gallery. */
export type GalleryDevice = "mobile" | "desktop";

/** §9: more than this many images use a slider. */
export const GALLERY_SLIDER_AFTER = 4;

/** §9: thumbnail arrows appear above this many thumbnails (desktop variant: 6). */
export const GALLERY_THUMBNAIL_ARROWS_AFTER = { mobile: 8, desktop: 6 } as const satisfies Record<GalleryDevice, number>;

/** §9: thumbnails visible at once. */
export const GALLERY_THUMBNAILS_PER_VIEW = { mobile: 5, desktop: 6 } as const satisfies Record<GalleryDevice, number>;

/** How the gallery lays out a number of images (§9). */
export interface GalleryLayout {
  /** More than 4 images: a slider instead of a static grid. */
  useSlider: boolean;
  /** Previous/next arrows on the thumbnail strip. */
  showThumbnailArrows: boolean;
  /** Thumbnails per view: 5 on mobile, 6 on desktop. */
  thumbnailsPerView: number;
}

/**
 * §9 gallery layout for `count` images.
 *
 * @example
 * galleryLayout(7, "desktop") // { useSlider: true, showThumbnailArrows: true, thumbnailsPerView: 6 }
 */
export function galleryLayout(count: number, device: GalleryDevice): GalleryLayout {
  return {
    useSlider: count > GALLERY_SLIDER_AFTER,
    showThumbnailArrows: count > GALLERY_THUMBNAIL_ARROWS_AFTER[device],
    thumbnailsPerView: GALLERY_THUMBNAILS_PER_VIEW[device],
  };
}
