import { lazy, Suspense } from "react";
import { useHydrated } from "../../hydration.js";
import { useListingCards } from "../../listing-cards/use-listing-cards.js";
import { CarRow } from "./car-row.js";
import type { NearbySection as Section } from "./nearby-cars.js";

// Swiper (about 28 KB gzip) stays out of the home page's first-load JavaScript: the carousel
// module is fetched after hydration and replaces the server-rendered row (ADR 100).
const NearbyCarsCarousel = lazy(() =>
  import("@carmarket/ui/nearby-cars-carousel").then((module) => ({ default: module.NearbyCarsCarousel })),
);

/** One nearby-cars section of the home page (§2.6): a row of listing cards, then the kit's carousel. */
export function NearbySection({ section, viewAllHref, priority }: { section: Section; viewAllHref: string; priority: boolean }) {
  const cars = useListingCards(section.cars, "home");
  const hydrated = useHydrated();
  if (cars.length === 0) return null;
  const viewAll = viewAllHref || undefined;
  const row = <CarRow title={section.title} cars={cars} viewAllHref={viewAll} priority={priority} />;
  if (!hydrated) return row;
  return (
    <Suspense fallback={row}>
      <NearbyCarsCarousel title={section.title} cars={cars} viewAllHref={viewAll} />
    </Suspense>
  );
}
