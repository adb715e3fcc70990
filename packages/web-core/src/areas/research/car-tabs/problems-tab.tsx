import styles from "../research.module.css";
import type { CarTabProps } from "./car-tab-props.js";

/** The problems tab (§2.2): owners' reported problems by area. */
export function ProblemsTab({ car }: CarTabProps) {
  const { problems } = car.content;
  return (
    <section aria-labelledby="problems-heading">
      <h2 id="problems-heading">Reported Problems</h2>
      {problems.length === 0 ? (
        <p>0 results that matched your search criteria.</p>
      ) : (
        <ul className={styles.cards}>
          {problems.map((problem) => (
            <li key={problem.area} className={styles.card}>
              <h3>{problem.area}</h3>
              <p>{problem.reports} reports</p>
              <p>{problem.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
