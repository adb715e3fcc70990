import { formatUsd } from "@carmarket/pricing";
import styles from "../research.module.css";
import type { CarTabProps } from "./car-tab-props.js";

/** The trim-family tab (§2.2): each family with its starting MSRP and trims. */
export function TrimFamilyTab({ car }: CarTabProps) {
  return (
    <section aria-labelledby="trim-family-heading">
      <h2 id="trim-family-heading">Trim Families</h2>
      <ul className={styles.cards}>
        {car.content.trim_families.map((family) => (
          <li key={family.family} className={styles.card}>
            <h3>{family.family}</h3>
            <p>From {formatUsd(family.msrp_from)}</p>
            <p>{family.trims.join(", ")}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
