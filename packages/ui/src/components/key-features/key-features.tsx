import { useId, useState } from "react";
import styles from "./key-features.module.css";

/** Features shown while the list is collapsed (§4 Key features, §9). */
export const KEY_FEATURES_COLLAPSED_COUNT = 4;
/** Most features the Vehicle Details panel shows (§4, §9). */
export const KEY_FEATURES_PANEL_MAX = 5;

/** Props of {@link KeyFeatures}. */
export interface KeyFeaturesProps {
  /** The listing's `major_options` (§3). */
  features: readonly string[];
  /**
   * `section` (vehicle page): first four, toggled by Show More / Show Less.
   * `panel` (Vehicle Details panel): at most five, no toggle (§4).
   */
  variant?: "section" | "panel";
  /** Heading level, so the list fits the page outline. Default 2. */
  headingLevel?: 2 | 3;
}

/** The 'Key Features' list of a listing (§2.7, §4). Renders nothing without features. */
export function KeyFeatures({ features, variant = "section", headingLevel = 2 }: KeyFeaturesProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const Heading = `h${headingLevel}` as const;
  if (features.length === 0) return null;

  const limit = variant === "panel" ? KEY_FEATURES_PANEL_MAX : KEY_FEATURES_COLLAPSED_COUNT;
  const canToggle = variant === "section" && features.length > limit;
  const shown = canToggle && expanded ? features : features.slice(0, limit);

  return (
    <section className={styles.root} aria-labelledby={`${listId}-heading`}>
      <Heading id={`${listId}-heading`} className={styles.heading}>
        Key Features
      </Heading>
      <ul id={listId} className={styles.list}>
        {shown.map((feature) => (
          <li key={feature} className={styles.item}>
            {feature}
          </li>
        ))}
      </ul>
      {canToggle && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? "Show Less" : "Show More"}
        </button>
      )}
    </section>
  );
}
