import type { CarData } from "@carmarket/api-client";
import { Image } from "@carmarket/ui/image";
import styles from "../research.module.css";
import type { CarTabProps } from "./car-tab-props.js";

const INTERIOR_TAGS = new Set(["interior", "dashboard", "cargo"]);

/** The gallery tab (§2.2): every photo of the car. */
export function GalleryTab({ car }: CarTabProps) {
  return (
    <section aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">Photos</h2>
      <PhotoList car={car} items={car.content.gallery} />
    </section>
  );
}

/** The interiors tab (§2.2): seating and highlights over the photos of the cabin and cargo area. */
export function InteriorsTab({ car }: CarTabProps) {
  const { content } = car;
  return (
    <section aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">Interior Photos</h2>
      <p>
        Seats {content.specs.seating}. {content.overview.highlights.join(". ")}.
      </p>
      <PhotoList car={car} items={content.gallery.filter((item) => item.tags.some((tag) => INTERIOR_TAGS.has(tag)))} />
    </section>
  );
}

function PhotoList({ car, items }: { car: CarData; items: CarData["content"]["gallery"] }) {
  return (
    <ul className={styles.gallery}>
      {items.map((item, index) => (
        <li key={item.path}>
          <Image src={item.path} alt={`${car.title}, ${item.tags.join(", ")}, photo ${index + 1} of ${items.length}`} width={345} height={230} />
        </li>
      ))}
    </ul>
  );
}
