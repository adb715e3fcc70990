import { bodyTypeLabel } from "@carmarket/routes";
import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { TrimTable } from "./trim-table.js";

/** The brochure-manuals tab (§2.2): a spec sheet and the trims. */
export function BrochureManualsTab({ car }: CarTabProps) {
  const { content } = car;
  return (
    <>
      <FactList
        heading="Spec Sheet"
        facts={[
          { label: "Model year", value: car.year },
          { label: "Body style", value: bodyTypeLabel(content.overview.body_type) },
          { label: "Class", value: content.overview.vehicle_class },
          { label: "Engine", value: content.specs.engine },
          { label: "Recalls on record", value: content.reliability.recalls },
        ]}
      />
      <TrimTable car={car} />
    </>
  );
}
