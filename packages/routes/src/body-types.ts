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

/**
 * The label of a body type for readers: `"pickup-truck"` → `"Pickup Truck"`; text that is no body-type
 * slug is returned as it is (issue #27.5: raw slugs showed on pages and in JSON-LD).
 */
export function bodyTypeLabel(slug: string): string {
  return isBodyTypeSlug(slug) ? BODY_TYPES[slug] : slug;
}
