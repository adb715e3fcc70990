import * as v from "valibot";
import { NotFoundError } from "../../http/errors.js";

/** A URL slug: lowercase letters, digits and hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `page` of a paged list: a whole number from 1 to 10,000, given as text. */
export const pageNumber = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, "Invalid page."),
  v.transform(Number),
  v.number(),
  v.minValue(1, "Invalid page."),
  v.maxValue(10_000, "Invalid page."),
);

/** Reads `{ slug }` route params; a slug that cannot exist is simply not found. */
export function slugParams(params: unknown, notFound: string): { slug: string } {
  const slug = (params as { slug?: unknown }).slug;
  if (typeof slug !== "string" || slug.length > 200 || !SLUG.test(slug)) throw new NotFoundError(notFound);
  return { slug };
}
