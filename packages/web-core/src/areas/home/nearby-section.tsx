import { lazy, Suspense, useRef, useState } from "react";
import type { NearbyCarsCarouselProps } from "@carmarket/ui/nearby-cars-carousel";
import { NearbyCarsRow, type CarouselDirection } from "@carmarket/ui/nearby-cars-row";
import { useListingCards } from "../../listing/use-listing-cards.js";
import type { NearbySection as Section } from "./nearby-cars.js";

// Swiper (about 30 KB gzip, and a long task to lay out seven carousels) stays off the page load:
// the server-rendered row scrolls natively, and a section becomes the kit's Swiper carousel when a
// shopper first presses one of its arrows (ADR 200). Hovering a section fetches the code ahead.
const loadCarousel = () => import("@carmarket/ui/nearby-cars-carousel");
const NearbyCarsCarousel = lazy(() => loadCarousel().then((module) => ({ default: module.NearbyCarsCarousel })));

const ARROW_LABELS: Record<CarouselDirection, string> = { previous: "Previous cars", next: "Next cars" };

/** One nearby-cars section of the home page (§2.6): a row of listing cards, a Swiper carousel once used. */
export function NearbySection({
  section,
  viewAllHref,
  priority,
  className,
}: {
  section: Section;
  viewAllHref: string;
  priority: boolean;
  className?: string | undefined;
}) {
  const cars = useListingCards(section.cars, "home");
  const [firstMove, setFirstMove] = useState<CarouselDirection | null>(null);
  const container = useRef<HTMLDivElement>(null);
  if (cars.length === 0) return null;
  const viewAll = viewAllHref || undefined;
  const row = (
    <NearbyCarsRow
      title={section.title}
      cars={cars}
      viewAllHref={viewAll}
      priority={priority}
      onArrow={setFirstMove}
      onPointerEnter={() => void loadCarousel()}
    />
  );
  if (firstMove === null)
    return (
      <div ref={container} className={className}>
        {row}
      </div>
    );
  // The carousel replaces the row, arrow included: make the move the shopper asked for and give
  // keyboard focus back to that arrow.
  const started: NearbyCarsCarouselProps["onReady"] = (swiper) => {
    if (firstMove === "next") swiper.slideNext();
    else swiper.slidePrev();
    if (document.activeElement === document.body) {
      container.current?.querySelector<HTMLButtonElement>(`button[aria-label="${ARROW_LABELS[firstMove]}"]`)?.focus();
    }
  };
  return (
    <div ref={container} className={className}>
      <Suspense fallback={row}>
        <NearbyCarsCarousel title={section.title} cars={cars} viewAllHref={viewAll} onReady={started} />
      </Suspense>
    </div>
  );
}
