import { CAROUSEL_MAX_CARS } from "@carmarket/listing";
import { useId, useState } from "react";
import { A11y, Keyboard } from "swiper/modules";
import { Swiper, SwiperSlide, type SwiperClass } from "swiper/react";
// Swiper's layout CSS ships with this module only, so apps that code-split the carousel load it lazily.
import "swiper/css";
import { durations } from "../../tokens/tokens.js";
import { cx } from "../../utils/class-names.js";
import { ListingCard, type ListingCardProps } from "../listing-card/listing-card.js";
import { CarouselHeader } from "./carousel-header.js";
import styles from "./nearby-cars-carousel.module.css";

/** Props of {@link NearbyCarsCarousel}. */
export interface NearbyCarsCarouselProps {
  /** Heading of the section, e.g. 'Cars for sale near 97201'. */
  title: string;
  /** One listing card's props per car; only the first nine are shown (§9). */
  cars: readonly ListingCardProps[];
  /** Link to the full list of nearby cars. */
  viewAllHref?: string;
  className?: string;
  /** Called once Swiper has started, e.g. to make the move the shopper asked for before it loaded. */
  onReady?: (swiper: SwiperClass) => void;
}

/**
 * The nearby-cars carousel (§2.6, §4, §9): a looping Swiper of at most 9 listing cards with 800 ms
 * transitions, a labelled region, named previous/next buttons and arrow-key navigation.
 */
export function NearbyCarsCarousel({ title, cars, viewAllHref, className, onReady }: NearbyCarsCarouselProps) {
  const headingId = useId();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const shown = cars.slice(0, CAROUSEL_MAX_CARS);
  // Swiper needs more slides than fit on screen to loop without gaps.
  const loop = shown.length > 3;
  if (shown.length === 0) return null;
  return (
    <section className={cx(styles.section, className)} aria-labelledby={headingId} aria-roledescription="carousel">
      <CarouselHeader headingId={headingId} title={title} onArrow={(direction) => (direction === "next" ? swiper?.slideNext() : swiper?.slidePrev())} />
      <Swiper
        modules={[A11y, Keyboard]}
        onSwiper={(started) => {
          setSwiper(started);
          onReady?.(started);
        }}
        loop={loop}
        speed={durations.carouselTransition}
        slidesPerView="auto"
        spaceBetween={16}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: "group", slideLabelMessage: "{{index}} of {{slidesLength}}" }}
        className={styles.swiper}
      >
        {shown.map((car) => (
          <SwiperSlide key={car.listing._id} className={styles.slide}>
            <ListingCard {...car} />
          </SwiperSlide>
        ))}
      </Swiper>
      {viewAllHref ? (
        <a className={styles.viewAll} href={viewAllHref}>
          View all nearby cars
        </a>
      ) : null}
    </section>
  );
}
