import { useId } from "react";
import { CAROUSEL_MAX_CARS } from "@carmarket/listing";
import { ListingCard, type ListingCardProps } from "@carmarket/ui/listing-card";
import styles from "./home.module.css";

/** Props of {@link CarRow}: the carousel's. */
export interface CarRowProps {
  title: string;
  cars: readonly ListingCardProps[];
  /** Link to every nearby car, under the row as under the carousel. */
  viewAllHref?: string | undefined;
  /** Load the first pictures at once (the first section is above the fold). */
  priority?: boolean;
}

/**
 * A nearby-cars section before Swiper arrives: the same heading and 220 px cards in a row (scrollable
 * without script), so the server's HTML needs no Swiper CSS and swapping in the carousel does not
 * move the page (ADR 100).
 */
export function CarRow({ title, cars, viewAllHref, priority = false }: CarRowProps) {
  const headingId = useId();
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.rowHeader}>
        <h2 id={headingId} className={styles.rowTitle}>
          {title}
        </h2>
      </div>
      <ul className={styles.rowList}>
        {cars.slice(0, CAROUSEL_MAX_CARS).map((car, index) => (
          <li key={car.listing._id}>
            <ListingCard {...car} priority={priority && index < 2} />
          </li>
        ))}
      </ul>
      {viewAllHref ? (
        <a className={styles.viewAll} href={viewAllHref}>
          View all nearby cars
        </a>
      ) : null}
    </section>
  );
}
