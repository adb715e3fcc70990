import styles from "../research.module.css";
import { crashTestRows } from "../crash-test-labels.js";
import type { CarTabProps } from "./car-tab-props.js";

/** The safety tab (§2.2): every crash-test rating with its source ("Not rated" where none is held) and the standard safety equipment. */
export function SafetyTab({ car }: CarTabProps) {
  return (
    <section aria-labelledby="safety-heading">
      <h2 id="safety-heading">Safety Ratings</h2>
      <table className={styles.table}>
        <caption>Crash-test ratings of the {car.title}</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Rating</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {crashTestRows(car.content.safety).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
              <td>{row.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Standard safety equipment</h3>
      <ul>
        {car.content.safety_equipment.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
