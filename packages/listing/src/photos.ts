/** A width × height pair in px. */
export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The §9 sizes a dealer's photo is stored in, largest first, each also at 2× for dense screens: main
 * 760×425 (desktop) and 345×230 (mobile), cards 220×150, thumbnails 114×75 and 77×46 (ADR 282).
 */
export const PHOTO_SIZES: readonly PhotoSize[] = [
  { width: 760, height: 425 },
  { width: 345, height: 230 },
  { width: 220, height: 150 },
  { width: 114, height: 75 },
  { width: 77, height: 46 },
];

/** The link-preview copy (og:image, twitter:image, JSON-LD image): JPEG at the 1200×630 the networks show. */
export const PHOTO_PREVIEW: PhotoSize = { width: 1200, height: 630 };

/** WebP for every browser that reads it, JPEG as the fallback of `<picture>` (ADR 282). */
export type PhotoFormat = "webp" | "jpg";

/** One stored file of a photo. */
export interface PhotoVariant extends PhotoSize {
  name: string;
  format: PhotoFormat;
}

/** Where the API serves the stored photos (content-addressed, immutable). */
export const PHOTO_URL_PREFIX = "/api/media/";

const PHOTO_URL = /^\/api\/media\/([0-9a-f]{64})\/[\w@.]+(?:#([0-9a-f]{6}))?$/;

/** The file name of a photo's variant: `760x425@2x.webp`. */
export function photoFileName(size: PhotoSize, format: PhotoFormat, density: 1 | 2 = 1): string {
  return `${size.width}x${size.height}${density === 2 ? "@2x" : ""}.${format}`;
}

/** Every file the pipeline stores for one photo: each size at 1× and 2× in WebP and JPEG, and the preview. */
export function photoVariants(): PhotoVariant[] {
  const variants = PHOTO_SIZES.flatMap((size) =>
    ([1, 2] as const).flatMap((density) =>
      (["webp", "jpg"] as const).map((format) => ({
        name: photoFileName(size, format, density),
        width: size.width * density,
        height: size.height * density,
        format,
      })),
    ),
  );
  return [...variants, { name: photoFileName(PHOTO_PREVIEW, "jpg"), ...PHOTO_PREVIEW, format: "jpg" }];
}

/**
 * A stored photo's URL at a size. `colour` (its dominant colour, `rrggbb`) rides in the fragment, which no
 * request carries: the page paints it while the photo loads.
 */
export function photoUrl(hash: string, size: PhotoSize, options: { format?: PhotoFormat; density?: 1 | 2; colour?: string | null } = {}): string {
  const fragment = options.colour ? `#${options.colour}` : "";
  return `${PHOTO_URL_PREFIX}${hash}/${photoFileName(size, options.format ?? "jpg", options.density ?? 1)}${fragment}`;
}

/** The hash and placeholder colour of a stored photo's URL; undefined for any other picture. */
export function readPhotoUrl(url: string): { hash: string; colour: string | undefined } | undefined {
  const match = PHOTO_URL.exec(url);
  return match ? { hash: match[1]!, colour: match[2] } : undefined;
}

/** What `<picture>` needs to show a stored photo in a `width`×`height` box. */
export interface PhotoSources {
  /** The JPEG at 1×: `<img src>`, and what a crawler or an old browser gets. */
  src: string;
  /** JPEG at 1× and 2×, for `<img srcset>`. */
  srcSet: string;
  /** WebP at 1× and 2×, for `<source type="image/webp">`. */
  webpSrcSet: string;
  /** `#rrggbb` to paint while it loads. */
  colour: string | undefined;
}

/**
 * The sources of a stored photo for a box of `width`×`height`: the smallest §9 size that fills it (the
 * largest when none does), at 1× and 2×. Undefined when `url` is not a stored photo (an illustration).
 */
export function photoSources(url: string, width: number, height: number): PhotoSources | undefined {
  const photo = readPhotoUrl(url);
  if (!photo) return undefined;
  const size = [...PHOTO_SIZES].reverse().find((candidate) => candidate.width >= width && candidate.height >= height) ?? PHOTO_SIZES[0]!;
  const at = (format: PhotoFormat, density: 1 | 2) => photoUrl(photo.hash, size, { format, density });
  return {
    src: at("jpg", 1),
    srcSet: `${at("jpg", 1)} 1x, ${at("jpg", 2)} 2x`,
    webpSrcSet: `${at("webp", 1)} 1x, ${at("webp", 2)} 2x`,
    colour: photo.colour && `#${photo.colour}`,
  };
}
