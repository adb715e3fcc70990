import { formatUsd } from "@carmarket/pricing";
import { bodyTypeLabel } from "@carmarket/routes";
import type { CarTabProps } from "./car-tab-props.js";

/** The overview tab (§2.2), also the body of any tab without one of its own. */
export function OverviewTab({ car }: CarTabProps) {
  const { overview } = car.content;
  // The class often names the body already ('Compact SUV'); the slug showed beside it ('Compact SUV suv', issue #27.5).
  const body = bodyTypeLabel(overview.body_type);
  const kind = overview.vehicle_class.toLowerCase().includes(body.toLowerCase()) ? overview.vehicle_class : `${overview.vehicle_class} · ${body}`;
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
        {kind} · MSRP {formatUsd(overview.msrp_min)} – {formatUsd(overview.msrp_max)}
      </p>
    </section>
  );
}
