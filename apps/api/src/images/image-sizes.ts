/** Image sizes of §9 by use; the image route serves only these, so caches stay small. */
export const IMAGE_SIZES = {
  main: "760x425",
  mainMobile: "345x230",
  thumbnail: "114x75",
  thumbnailSmall: "77x46",
  card: "220x150",
  listThumbnail: "600x360",
} as const;

export type ImageSize = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

/** The side profile and the head-on front and rear views of the generated illustration. */
export const EXTERIOR_VIEWS = ["side", "front", "rear"] as const;
/** Views inside the car: seats, dashboard and luggage space, trimmed in the paint colour. */
export const CABIN_VIEWS = ["interior", "dashboard", "cargo"] as const;
export const IMAGE_VIEWS = [...EXTERIOR_VIEWS, ...CABIN_VIEWS] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];
export type CabinView = (typeof CABIN_VIEWS)[number];

/**
 * URL of the generated illustration of a body style in a colour (served by GET /api/images/…).
 * Colour UNKNOWN (§3) or missing draws a neutral grey car.
 */
export function vehicleImageUrl(body: string, color: string | null | undefined, size: ImageSize, view: ImageView = "side"): string {
  const colour = color && color !== "UNKNOWN" ? color.toLowerCase() : "unknown";
  return `/api/images/${body}/${colour}/${size}.svg${view === "side" ? "" : `?view=${view}`}`;
}
