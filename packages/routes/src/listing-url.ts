import { VERSUS_SEPARATOR, splitBrandModelSlug } from "./compare-slug.js";
import { joinPath, splitPath } from "./path-parts.js";
import { COMPARE_SECTION } from "./research-paths.js";

/**
 * The listing URL of a research page (§2.1), used to fetch the cars for sale shown on it:
 * - compare page (`/car-compare/brandA-model-vs-brandB-model`): rebuilt from the first car's brand
 *   slug and model slug, `/brandA/model`; a slug without `-vs-` is itself the first car;
 * - otherwise the first segment, plus the second segment if it has no `-vs-`, or plus the part
 *   before `-vs-`.
 * Returns `/` for the home page and `null` when a compare slug does not start with a known brand.
 */
export function listingUrlFromPath(pathname: string): string | null {
  const segments = splitPath(pathname);
  if (segments === null) return null;
  const [first, second] = segments;
  if (first === undefined) return "/";
  if (first === COMPARE_SECTION) {
    if (second === undefined) return null;
    const firstCar = splitBrandModelSlug(beforeVersus(second));
    return firstCar === undefined ? null : joinPath(firstCar.brand, firstCar.model);
  }
  return second === undefined ? joinPath(first) : joinPath(first, beforeVersus(second));
}

/** The text before the first `-vs-`, or the whole text when there is none. */
function beforeVersus(text: string): string {
  const index = text.indexOf(VERSUS_SEPARATOR);
  return index === -1 ? text : text.slice(0, index);
}
