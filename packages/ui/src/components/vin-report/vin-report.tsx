import { useId } from "react";
import styles from "./vin-report.module.css";

/** One decoded fact of a {@link VinReport}. */
export interface VinReportRow {
  /** Term, e.g. `Engine`. */
  label: string;
  /** What the VIN decodes to, display-ready; `undefined` or empty shows '-' (§9 unknown values). */
  value: string | number | undefined;
  /** What the dealer's listing says instead, when it contradicts the VIN. */
  listed?: string;
}

/** Props of {@link VinReport}. */
export interface VinReportProps {
  /** The decoded facts, in display order. */
  rows: readonly VinReportRow[];
  /** Who decoded the VIN, e.g. `NHTSA vPIC`. */
  source: string;
  /** Heading level, so the section fits the page outline. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * 'From the VIN' on the vehicle page (issue #23): what the car's VIN decodes to, with the source named, and
 * plainly, beside the decoded value, what the dealer's listing says where it contradicts the VIN.
 */
export function VinReport({ rows, source, headingLevel = 2 }: VinReportProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const differing = rows.filter((row) => row.listed !== undefined);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        From the VIN
      </Heading>
      <p className={styles.source}>Decoded from this car&apos;s VIN by {source}, not taken from the dealer&apos;s listing.</p>
      {differing.length > 0 && (
        <p className={styles.warning}>The dealer&apos;s listing does not match the VIN: {differing.map((row) => row.label.toLowerCase()).join(", ")}.</p>
      )}
      <dl className={styles.facts}>
        {rows.map(({ label, value, listed }) => (
          <div key={label} className={listed === undefined ? styles.fact : `${styles.fact} ${styles.differs}`}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>
              {listed === undefined ? (
                value === undefined || value === "" ? (
                  "-"
                ) : (
                  value
                )
              ) : (
                <>
                  <span>VIN: {value === undefined || value === "" ? "-" : value}</span>
                  <span className={styles.listed}>Dealer&apos;s listing: {listed}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
