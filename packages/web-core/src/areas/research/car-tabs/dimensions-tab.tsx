import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { inches } from "./units.js";

/** The dimensions tab (§2.2). */
export function DimensionsTab({ car }: CarTabProps) {
  const { dimensions } = car.content;
  return (
    <FactList
      heading="Dimensions"
      facts={[
        { label: "Length", value: inches(dimensions.length_in) },
        { label: "Width", value: inches(dimensions.width_in) },
        { label: "Height", value: inches(dimensions.height_in) },
        { label: "Wheelbase", value: inches(dimensions.wheelbase_in) },
        { label: "Ground clearance", value: inches(dimensions.ground_clearance_in) },
      ]}
    />
  );
}
