import { type KeyFeaturesContext, visibleKeyFeatures } from "@carmarket/listing";
import { useId, useState } from "react";
import sectionStyles from "../fact-list/fact-list.module.css";
import styles from "./key-features.module.css";

/** Props of {@link KeyFeatures}. */
export interface KeyFeaturesProps {
  /** The listing's `major_options` (§3). */
  features: readonly string[];
  /**
   * `section` (vehicle page): first four, toggled by Show More / Show Less.
   * `panel` (Vehicle Details panel): at most five, no toggle (§4, §9).
   */
  variant?: KeyFeaturesContext;
  /** Heading level, so the list fits the page outline. Default 2. */
  headingLevel?: 2 | 3;
}

/** The 'Key Features' list of a listing (§2.7, §4). Renders nothing without features. */
export function KeyFeatures({ features, variant = "section", headingLevel = 2 }: KeyFeaturesProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const Heading = `h${headingLevel}` as const;
  const { visible, toggleLabel } = visibleKeyFeatures(features, { context: variant, expanded });
  if (visible.length === 0) return null;

  return (
    // Headed like the other vehicle-page sections (fact-list styles).
    <section className={sectionStyles.root} aria-labelledby={`${listId}-heading`}>
      <Heading id={`${listId}-heading`} className={sectionStyles.heading}>
        Key Features
      </Heading>
      <ul id={listId} className={styles.list}>
        {visible.map((feature) => (
          <li key={feature} className={styles.item}>
            {feature}
          </li>
        ))}
      </ul>
      {toggleLabel && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
          {toggleLabel}
        </button>
      )}
    </section>
  );
}
