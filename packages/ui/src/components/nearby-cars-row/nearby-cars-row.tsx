import { CAROUSEL_MAX_CARS } from "@carmarket/listing";
import { useId, useRef, type PointerEventHandler } from "react";
import { cx } from "../../utils/class-names.js";
import { ListingCard, type ListingCardProps } from "../listing-card/listing-card.js";
import { CarouselHeader, type CarouselDirection } from "../nearby-cars-carousel/carousel-header.js";
import carousel from "../nearby-cars-carousel/nearby-cars-carousel.module.css";
import styles from "./nearby-cars-row.module.css";

/** Props of {@link NearbyCarsRow}. */
export interface NearbyCarsRowProps {
  /** Heading of the section, as the carousel's. */
  title: string;
  /** One listing card's props per car; only the first nine are shown (§9). */
  cars: readonly ListingCardProps[];
  /** Link to the full list of nearby cars. */
  viewAllHref?: string | undefined;
  /** Load the first two pictures at once (the section is above the fold). */
  priority?: boolean;
  /** An arrow was pressed: by default the row scrolls by one card; a page may start the carousel instead. */
  onArrow?: (direction: CarouselDirection) => void;
  /** The pointer entered the section (a page may start loading the carousel's code). */
  onPointerEnter?: PointerEventHandler<HTMLElement>;
  className?: string;
}

/**
 * The nearby-cars carousel without Swiper (§2.6, §9): the same heading, arrows and 220 px cards in a
 * natively scrollable row, at most 9 cars. It needs no script to show or scroll, so pages render it
 * on the server and start the Swiper carousel only when a shopper uses the arrows (ADR 200).
 */
export function NearbyCarsRow({ title, cars, viewAllHref, priority = false, onArrow, onPointerEnter, className }: NearbyCarsRowProps) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const scrollByCard = (direction: CarouselDirection) => {
    const card = list.current?.firstElementChild?.getBoundingClientRect().width ?? 0;
    list.current?.scrollBy({ left: direction === "next" ? card : -card, behavior: "smooth" });
  };
  const shown = cars.slice(0, CAROUSEL_MAX_CARS);
  if (shown.length === 0) return null;
  return (
    <section className={cx(carousel.section, className)} aria-labelledby={headingId} aria-roledescription="carousel" onPointerEnter={onPointerEnter}>
      <CarouselHeader headingId={headingId} title={title} onArrow={onArrow ?? scrollByCard} />
      <ul ref={list} className={styles.list}>
        {shown.map((car, index) => (
          <li key={car.listing._id}>
            <ListingCard {...car} priority={priority && index < 2} />
          </li>
        ))}
      </ul>
      {viewAllHref ? (
        <a className={carousel.viewAll} href={viewAllHref}>
          View all nearby cars
        </a>
      ) : null}
    </section>
  );
}
