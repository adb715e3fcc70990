import { PHOTO_PREVIEW, photoUrl, readPhotoUrl } from "@carmarket/listing";

/** The site's own picture for pages that show none (home, dealers, accounts): an illustrated SUV, as a raster. */
const SITE_PREVIEW_PATH = "/api/images/suv/blue/1200x630.jpg";

const PREVIEW_FILE = `${PHOTO_PREVIEW.width}x${PHOTO_PREVIEW.height}.jpg`;
const VEHICLE_ILLUSTRATION = /^(\/api\/images\/[a-z-]+\/[a-z]+\/)\d+x\d+\.svg$/;
const CONTENT_ILLUSTRATION = /^(\/api\/images\/(?:news|research)\/[a-z0-9-]+\/[a-z0-9-]+)\.svg$/;

/**
 * The absolute URL of `picture`'s 1200×630 raster copy, what og:image, twitter:image and JSON-LD `image`
 * carry (Facebook, X and LinkedIn show no SVG; issue #24 item 5): a dealer's stored photo has one, and the
 * API draws any of its SVG illustrations as one. Other pictures are left as they are; none is the site's.
 */
export function previewImage(picture: string | undefined, origin: string): string {
  const url = new URL(picture || SITE_PREVIEW_PATH, origin);
  const photo = readPhotoUrl(url.pathname);
  if (photo) return new URL(photoUrl(photo.hash, PHOTO_PREVIEW), origin).href;
  const vehicle = VEHICLE_ILLUSTRATION.exec(url.pathname);
  if (vehicle) return new URL(`${vehicle[1]}${PREVIEW_FILE}${url.search}`, origin).href;
  const content = CONTENT_ILLUSTRATION.exec(url.pathname);
  if (content) return new URL(`${content[1]}.jpg`, origin).href;
  return url.href;
}
