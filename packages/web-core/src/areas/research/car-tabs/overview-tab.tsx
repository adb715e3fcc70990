import { formatUsd } from "@carmarket/pricing";
import type { CarTabProps } from "./car-tab-props.js";

/** The overview tab (§2.2), also the body of any tab without one of its own. */
export function OverviewTab({ car }: CarTabProps) {
  const { overview } = car.content;
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">Overview</h2>
      <p>{overview.summary}</p>
      <ul>
        {overview.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <p>
        {overview.vehicle_class} {overview.body_type} · MSRP {formatUsd(overview.msrp_min)} – {formatUsd(overview.msrp_max)}
      </p>
    </section>
  );
}
