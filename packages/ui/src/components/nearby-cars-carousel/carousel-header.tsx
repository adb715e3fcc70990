import styles from "./nearby-cars-carousel.module.css";

/** Which way an arrow moves the cars. */
export type CarouselDirection = "previous" | "next";

/** The heading and the named previous/next arrows shared by the carousel and its server-rendered row. */
export function CarouselHeader({ headingId, title, onArrow }: { headingId: string; title: string; onArrow: (direction: CarouselDirection) => void }) {
  return (
    <div className={styles.header}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label="Previous cars" onClick={() => onArrow("previous")}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.arrow} aria-label="Next cars" onClick={() => onArrow("next")}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
