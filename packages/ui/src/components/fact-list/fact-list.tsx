import { useId } from "react";
import styles from "./fact-list.module.css";

/** One labelled value of a {@link FactList}. */
export interface Fact {
  /** Term, e.g. `Mileage`. */
  label: string;
  /** Display-ready value; `undefined` or empty shows '-' (§9 unknown values). */
  value: string | number | undefined;
}

/** Props of {@link FactList}. */
export interface FactListProps {
  /** Section heading, also the region's accessible name. */
  heading: string;
  /** The rows, in display order. */
  facts: readonly Fact[];
  /** Heading level, so the section fits the page outline. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * A headed section of label/value rows as a description list: the shared body of the vehicle
 * overview, vehicle history and seller details (§2.7).
 */
export function FactList({ heading, facts, headingLevel = 2 }: FactListProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <dl className={styles.facts}>
        {facts.map(({ label, value }) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value === undefined || value === "" ? "-" : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
