import { formatUsd } from "@carmarket/pricing";
import styles from "../research.module.css";
import type { CarTabProps } from "./car-tab-props.js";
import { figure } from "./figure-sources.js";

const CTO_PARTS = [
  ["depreciation", "Depreciation"],
  ["fuel", "Energy"],
  ["insurance", "Insurance"],
  ["maintenance", "Maintenance"],
  ["repairs", "Repairs"],
  ["taxes_fees", "Taxes & fees"],
  ["total", "Total"],
] as const;

/** The cto tab (§2.2): five-year cost to own (ADR 043), year by year, with the method in words. */
export function CostToOwnTab({ car }: CarTabProps) {
  const { cto } = car.content;
  return (
    <section aria-labelledby="cto-heading">
      <h2 id="cto-heading">5-Year Cost to Own: {figure(car.content, "cto.total", formatUsd(cto.total))}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>Cost to own the {car.title}, by year</caption>
          <thead>
            <tr>
              <th scope="col">Cost</th>
              {cto.years.map((year) => (
                <th scope="col" key={year.year}>
                  {year.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CTO_PARTS.map(([key, label]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                {cto.years.map((year) => (
                  <td key={year.year}>{formatUsd(year[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>How we calculate it</h3>
      <p>{cto.method}</p>
    </section>
  );
}
