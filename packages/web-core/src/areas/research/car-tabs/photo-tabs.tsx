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

/** The editors' sections that are about the cabin. */
const CABIN_SECTIONS = new Set(["Interior", "Comfort", "Technology"]);

/**
 * The interiors tab (§2.2): what the editors say of the cabin (interior, comfort and technology, with
 * their scores), seating and cargo, over the photos of the cabin and cargo area (issue #27.9: it had no
 * interior text).
 */
export function InteriorsTab({ car }: CarTabProps) {
  const { content } = car;
  const { cargo, specs } = content;
  const space = cargo.behind_second_row_cu_ft ?? cargo.trunk_cu_ft;
  return (
    <section aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">Interior</h2>
      <p>
        The {car.title} seats {specs.seating}
        {space === null ? "" : `, with ${space} cu ft of ${cargo.behind_second_row_cu_ft === null ? "trunk space" : "cargo space behind the second row"}`}.
      </p>
      <dl>
        {content.editor_review.review
          .filter((section) => CABIN_SECTIONS.has(section.title))
          .map((section) => (
            <div key={section.title}>
              <dt>
                {section.title}: {section.score}/10
              </dt>
              <dd>{section.text}</dd>
            </div>
          ))}
      </dl>
      <h3>Interior Photos</h3>
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
