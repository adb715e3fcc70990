import { formatUsd } from "@carmarket/pricing";
import styles from "../research.module.css";
import type { CarTabProps } from "./car-tab-props.js";

/**
 * The trims of the model year with their MSRP and what each brings (§2.2 trims section, price tab). The
 * trim family is the trim name's first word, so a Family column repeated the trim (issue #27.9); the
 * trim-family tab groups them instead.
 */
export function TrimTable({ car }: CarTabProps) {
  return (
    <table className={styles.table}>
      <caption>{car.title} trims</caption>
      <thead>
        <tr>
          <th scope="col">Trim</th>
          <th scope="col">Engine and features</th>
          <th scope="col">MSRP</th>
        </tr>
      </thead>
      <tbody>
        {car.content.trims.map((trim) => (
          <tr key={trim.name}>
            <th scope="row">{trim.name}</th>
            <td>{trim.features.join(", ")}</td>
            <td>{formatUsd(trim.msrp)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
