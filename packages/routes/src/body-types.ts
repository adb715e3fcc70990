/**
 * Body types (§2.5, §3 "Body type map"): URL slug to display label. The slug is also the
 * ranking page path (`/{slug}`).
 */
export const BODY_TYPES = {
  suv: "SUV",
  sedan: "Sedan",
  van: "Van",
  wagon: "Wagon",
  hatchback: "Hatchback",
  coupe: "Coupe",
  convertible: "Convertible",
  "pickup-truck": "Pickup Truck",
} as const;

/** A body-type slug, e.g. `"pickup-truck"`. */
export type BodyTypeSlug = keyof typeof BODY_TYPES;

/** All body-type slugs in display order. */
export const BODY_TYPE_SLUGS = Object.keys(BODY_TYPES) as BodyTypeSlug[];

/** True when `slug` is one of the {@link BODY_TYPES} slugs. */
export function isBodyTypeSlug(slug: string): slug is BodyTypeSlug {
  return Object.hasOwn(BODY_TYPES, slug);
}
