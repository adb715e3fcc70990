import { formatUsd } from "@carmarket/pricing";
import { comparePath } from "@carmarket/routes";
import styles from "../research.module.css";
import type { CarTabProps } from "./car-tab-props.js";

/** Competitors of the same class, each with a side-by-side compare link (§2.2 versus, car-compare). */
export function CompetitorList({ car, heading }: CarTabProps & { heading: string }) {
  const competitors = car.content.editor_review.competitor_data;
  return (
    <section aria-labelledby="competitors-heading">
      <h2 id="competitors-heading">
        {heading} {car.title}
      </h2>
      {competitors.length === 0 ? (
        <p>0 results that matched your search criteria.</p>
      ) : (
        <ul className={styles.cards}>
          {competitors.map((rival) => (
            <li key={rival.id} className={styles.card}>
              <a href={rival.url}>{rival.title}</a>
              <p>
                Score {rival.score} · from {formatUsd(rival.msrp_min)}
              </p>
              <a
                href={comparePath([
                  { brand: car.brand_slug, model: car.model_slug },
                  { brand: rival.brand_slug, model: rival.model_slug },
                ])}
              >
                Compare {car.model_name} vs {rival.model_name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The car-compare tab (§2.2). */
export function CarCompareTab({ car }: CarTabProps) {
  return <CompetitorList car={car} heading="Compare the" />;
}
