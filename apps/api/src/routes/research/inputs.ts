import { NotFoundError } from "../../http/errors.js";

/** A URL slug: lowercase letters, digits and hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A `{slug}` path parameter as it must be; a slug that cannot exist is simply not found. */
export function validSlug(slug: string, notFound: string): string {
  if (slug.length > 200 || !SLUG.test(slug)) throw new NotFoundError(notFound);
  return slug;
}
