import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { pounds } from "./units.js";

/** The towing-capacity tab (§2.2). */
export function TowingCapacityTab({ car }: CarTabProps) {
  const { towing } = car.content;
  return (
    <FactList
      heading="Towing Capacity"
      facts={[
        { label: "Maximum towing", value: pounds(towing.max_lb) },
        { label: "Recommended for towing", value: towing.recommended ? "Yes" : "No" },
      ]}
    />
  );
}
